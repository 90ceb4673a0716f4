import { describe, expect, it } from 'vitest';
import { addDays, isSendDay, subscriptionState } from './newsletter-state';

describe('the send calendar', () => {
  it('sends weekly on Tuesdays, biweekly every other Tuesday across a year end, monthly on the first Tuesday', () => {
    const tuesdays = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29', '2027-01-05', '2027-01-12'];
    expect(tuesdays.map((d) => isSendDay(1, d))).toEqual(tuesdays.map(() => true));
    expect(tuesdays.map((d) => isSendDay(2, d))).toEqual([false, true, false, true, false, true, false]);
    expect(tuesdays.map((d) => isSendDay(3, d))).toEqual([true, false, false, false, false, true, false]);
    expect(isSendDay(1, '2026-12-02')).toBe(false);
    expect(['2026-12-01', '2026-12-02', '2026-12-04', '2026-12-05'].map((d) => isSendDay(4, d))).toEqual([true, false, true, false]);
    expect(isSendDay(0, '2026-12-06')).toBe(true);
    expect(isSendDay(99, '2026-12-01')).toBe(false);
  });

  it('counts a pause in days and treats it as over on its last day', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(subscriptionState({ status: 'active', pausedUntil: '2026-12-15' }, '2026-12-14')).toBe('paused');
    expect(subscriptionState({ status: 'active', pausedUntil: '2026-12-15' }, '2026-12-15')).toBe('active');
    expect(subscriptionState({ status: 'pending', pausedUntil: null }, '2026-12-15')).toBe('pending');
  });
});
