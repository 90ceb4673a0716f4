// Office hours: grouped for display and checked against a moment in the tenant's time zone.
import { dateTimeFormat } from '@/platform/i18n/format';
import type { HoursRule } from './tenants';

export type DaySpan = { kind: 'daily' } | { kind: 'range'; from: number; to: number } | { kind: 'single'; day: number };

export interface HoursLine {
  days: DaySpan;
  opens: string;
  closes: string;
}

/** Monday-first order, as German, French and Dutch calendars read. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

function spanOf(days: number[]): DaySpan {
  const sorted = weekOrder.filter((d) => days.includes(d));
  if (sorted.length === 7) return { kind: 'daily' };
  if (sorted.length === 1) return { kind: 'single', day: sorted[0]! };
  const contiguous = sorted.every((d, i) => i === 0 || weekOrder.indexOf(d) === weekOrder.indexOf(sorted[i - 1]!) + 1);
  if (contiguous) return { kind: 'range', from: sorted[0]!, to: sorted.at(-1)! };
  throw new Error(`Opening-hours days ${days.join(',')} are not one contiguous span; split the rule`);
}

export function hoursLines(rules: HoursRule[]): HoursLine[] {
  return rules.map((rule) => ({ days: spanOf(rule.days), opens: rule.opens, closes: rule.closes }));
}

function localParts(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = dateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function isOpenAt(rules: HoursRule[], at: Date, timeZone: string): boolean {
  const { day, minutes } = localParts(at, timeZone);
  return rules.some((r) => r.days.includes(day) && minutes >= toMinutes(r.opens) && minutes < toMinutes(r.closes));
}
