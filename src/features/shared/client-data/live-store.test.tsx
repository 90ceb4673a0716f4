// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveStore, useLive, type LiveStore } from './live-store';

function Show({ store }: { store: LiveStore<number | undefined> }) {
  const value = useLive(store);
  return <output>{value === undefined ? 'none' : value}</output>;
}

afterEach(cleanup);

describe('createLiveStore', () => {
  it('tells its listeners about a change, once, and not about the same value again', () => {
    const store = createLiveStore<number | undefined>(undefined);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(3);
    store.set(3);
    expect(store.get()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.set(4);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('renders the initial value on the server, whatever the browser store holds', () => {
    const store = createLiveStore<number | undefined>(undefined);
    store.set(7);
    expect(renderToString(<Show store={store} />)).toBe('<output>none</output>');
  });

  it('re-renders a reader when the value changes', () => {
    const store = createLiveStore<number | undefined>(undefined);
    render(<Show store={store} />);
    expect(screen.getByRole('status').textContent).toBe('none');
    act(() => store.set(2));
    expect(screen.getByRole('status').textContent).toBe('2');
  });
});
