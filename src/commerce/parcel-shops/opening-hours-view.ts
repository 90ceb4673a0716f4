// Opening hours as a parcel-shop list shows them: runs of weekdays with the same hours, e.g. 'Mo–Fr 08:00–20:00'.
import type { Language } from '@/platform/i18n/locales';
import type { OpeningDay } from './parcel-shop.schema';

const dayNames: Record<Language, readonly string[]> = {
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  fr: ['lu', 'ma', 'me', 'je', 've', 'sa', 'di'],
  nl: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
};

export interface OpeningHoursRun {
  /** 'Mo–Fr', 'Sa'. */
  days: string;
  /** 1 = Monday … 7 = Sunday. */
  fromDay: number;
  toDay: number;
  opens: string;
  closes: string;
}

export function openingHoursView(hours: readonly OpeningDay[], language: Language): OpeningHoursRun[] {
  const names = dayNames[language];
  const runs: OpeningHoursRun[] = [];
  for (const day of [...hours].sort((a, b) => a.day - b.day)) {
    const last = runs[runs.length - 1];
    if (last && last.toDay === day.day - 1 && last.opens === day.opens && last.closes === day.closes) last.toDay = day.day;
    else runs.push({ days: '', fromDay: day.day, toDay: day.day, opens: day.opens, closes: day.closes });
  }
  for (const run of runs)
    run.days = run.fromDay === run.toDay ? names[run.fromDay - 1]! : `${names[run.fromDay - 1]}–${names[run.toDay - 1]}`;
  return runs;
}
