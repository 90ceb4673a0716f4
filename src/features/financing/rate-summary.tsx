// The line that says what the shopper pays each month, counting the rates the way the representative example does:
// "6 Raten zu je 17,14 €" when all are equal, else "5 Raten zu je 17,14 € und eine letzte Rate von 17,08 €".
import { useTranslations } from 'next-intl';
import type { InstalmentPlanQuote } from '@/commerce/financing/quote-instalments';

export function RateSummary({ row, money }: { row: InstalmentPlanQuote['rows'][number]; money: (amount: number) => string }) {
  const t = useTranslations('financing');
  return (
    <p className="text-sm">
      {row.lastRate === row.monthlyRate
        ? t('rateSummary', { months: row.months, rate: money(row.monthlyRate) })
        : t('rateSummaryWithLast', { count: row.months - 1, rate: money(row.monthlyRate), last: money(row.lastRate) })}
    </p>
  );
}
