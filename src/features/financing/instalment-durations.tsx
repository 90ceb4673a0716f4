'use client';
// The durations of an instalment quote as a radio group: one source for the product page's calculator and the
// checkout's payment step. The rows come from the server (quoteInstalments); choosing one only selects it.
import { useTranslations } from 'next-intl';
import type { InstalmentPlanQuote } from '@/commerce/financing/quote-instalments';

export function InstalmentDurations({
  rows,
  months,
  name,
  onMonths,
}: {
  rows: InstalmentPlanQuote['rows'];
  months: number;
  /** The radio group's name: unique on the page. */
  name: string;
  onMonths: (months: number) => void;
}) {
  const t = useTranslations('financing');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold">{t('durationLegend')}</legend>
      <div className="flex flex-wrap gap-1">
        {rows.map((r) => (
          <label
            key={r.months}
            className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded border border-line px-1 py-0.5 has-[:checked]:border-brand has-[:checked]:font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={r.months}
              checked={r.months === months}
              onChange={() => onMonths(r.months)}
              className="size-[1.125rem] accent-current"
            />
            {t('months', { months: r.months })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
