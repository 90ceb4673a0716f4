import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { clockFrom } = await import('./request-clock');

describe('clockFrom', () => {
  it('runs on from the moment the header names, when switched on', () => {
    const clock = clockFrom('2026-11-27T00:00:00+01:00', true);
    expect(Math.abs(clock().getTime() - Date.parse('2026-11-27T00:00:00+01:00'))).toBeLessThan(1000);
  });

  it('keeps the real time when switched off or for anything but an ISO date-time with offset', () => {
    for (const [value, enabled] of [
      ['2026-11-27T00:00:00+01:00', false],
      ['tomorrow', true],
      ['2026-11-27', true],
      [null, true],
    ] as const) {
      expect(Math.abs(clockFrom(value, enabled)().getTime() - Date.now()), String(value)).toBeLessThan(1000);
    }
  });
});
