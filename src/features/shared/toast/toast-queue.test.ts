import { describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, nextToastKey, toastReducer, type Toast, type ToastState } from './toast-queue';

const empty: ToastState = { toasts: [], context: '/|de-DE' };
const toast = (key: number, onClose?: () => void): Toast => ({ key, message: `t${key}`, onClose });
const add = (state: ToastState, t: Toast) => toastReducer(state, { type: 'add', toast: t });

describe('toast queue', () => {
  it('keeps at most three toasts', () => {
    let state = empty;
    for (let key = 1; key <= 5; key++) state = add(state, toast(key));
    expect(state.toasts).toHaveLength(MAX_TOASTS);
    expect(state.toasts.map((t) => t.key)).toEqual([3, 4, 5]);
  });

  it('drops the oldest toast without onClose first when full', () => {
    const onClose = vi.fn();
    let state = add(add(add(empty, toast(1, onClose)), toast(2)), toast(3));
    state = add(state, toast(4));
    expect(state.toasts.map((t) => t.key)).toEqual([1, 3, 4]);
  });

  it('drops the oldest toast when every toast has onClose', () => {
    const onClose = vi.fn();
    let state = add(add(add(empty, toast(1, onClose)), toast(2, onClose)), toast(3, onClose));
    state = add(state, toast(4, onClose));
    expect(state.toasts.map((t) => t.key)).toEqual([2, 3, 4]);
  });

  it('removes by key and ignores unknown keys', () => {
    const state = add(add(empty, toast(1)), toast(2));
    expect(toastReducer(state, { type: 'remove', key: 1 }).toasts.map((t) => t.key)).toEqual([2]);
    expect(toastReducer(state, { type: 'remove', key: 99 }).toasts).toHaveLength(2);
  });

  it('resets to empty when the tracked context changes, and only then', () => {
    const state = add(empty, toast(1));
    expect(toastReducer(state, { type: 'context', context: '/|de-DE' })).toBe(state);
    expect(toastReducer(state, { type: 'context', context: '/warenkorb|de-DE' })).toEqual({ toasts: [], context: '/warenkorb|de-DE' });
  });

  it('makes timestamp keys unique even within one millisecond', () => {
    expect(nextToastKey(1000, 1000)).toBe(1001);
    expect(nextToastKey(1000, 2000)).toBe(2000);
  });
});
