import { describe, expect, it } from 'vitest';
import { hoursLines, isOpenAt } from './office-hours';
import { tenants } from './tenants';

const { customerService, orderLine } = tenants.de.hours;

describe('office hours', () => {
  it('groups both readings of SPEC §1 for display', () => {
    expect(hoursLines(customerService)).toEqual([
      { days: { kind: 'range', from: 1, to: 5 }, opens: '08:00', closes: '21:00' },
      { days: { kind: 'single', day: 6 }, opens: '08:00', closes: '12:00' },
    ]);
    expect(hoursLines(orderLine)).toEqual([{ days: { kind: 'daily' }, opens: '06:00', closes: '23:00' }]);
  });

  it('refuses a rule whose days are not one span', () => {
    expect(() => hoursLines([{ days: [1, 3], opens: '08:00', closes: '09:00' }])).toThrow(/contiguous/);
  });

  it('checks a moment in Europe/Berlin, across daylight saving time', () => {
    // Saturday 2026-11-21, 11:59 in Berlin (UTC+1) → open; 12:00 → closed.
    expect(isOpenAt(customerService, new Date('2026-11-21T10:59:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isOpenAt(customerService, new Date('2026-11-21T11:00:00Z'), 'Europe/Berlin')).toBe(false);
    // Sunday: customer service closed, order line open from 06:00 (summer time, UTC+2).
    const sundayMorning = new Date('2026-07-05T04:30:00Z');
    expect(isOpenAt(customerService, sundayMorning, 'Europe/Berlin')).toBe(false);
    expect(isOpenAt(orderLine, sundayMorning, 'Europe/Berlin')).toBe(true);
    expect(isOpenAt(orderLine, new Date('2026-07-05T03:59:00Z'), 'Europe/Berlin')).toBe(false);
  });
});
