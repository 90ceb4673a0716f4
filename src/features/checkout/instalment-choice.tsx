'use client';
// The instalment duration inside the payment step: the server's rows (quoteInstalments) as a radio group, the plan
// of the chosen duration, and the legal hints with the representative example when the tenant's flag is on.
import { useLocale, useTranslations } from 'next-intl';
import type { InstalmentPlanQuote } from '@/commerce/financing/quote-instalments';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { RateSummary } from '@/features/financing/rate-summary';
import { InstalmentDurations } from '@/features/financing/instalment-durations';
import { InstalmentLegalHints } from '@/features/financing/instalment-legal-hints';

export function InstalmentChoice({
  quote,
  months,
  onMonths,
}: {
  quote: InstalmentPlanQuote;
  months: number;
  onMonths: (months: number) => void;
}) {
  const t = useTranslations('financing');
  const locale = useLocale() as Locale;
  const row = quote.rows.find((r) => r.months === months) ?? quote.rows[quote.rows.length - 1]!;
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, locale);
  return (
    <div className="flex flex-col gap-1.5">
      <InstalmentDurations rows={quote.rows} months={row.months} name="instalment-months" onMonths={onMonths} />
      <div aria-live="polite" aria-atomic="true">
        <RateSummary row={row} money={money} />
        <table className="mt-1 w-full text-sm">
          <tbody>
            <tr>
              <th scope="row" className="text-left font-normal">{t('netLoan')}</th>
              <td className="text-right">{money(quote.netLoanAmount)}</td>
            </tr>
            <tr>
              <th scope="row" className="text-left font-normal">{t('totalInterest')}</th>
              <td className="text-right">{money(row.totalInterest)}</td>
            </tr>
            <tr>
              <th scope="row" className="text-left font-semibold">{t('totalAmount')}</th>
              <td className="text-right font-semibold">{money(row.totalAmount)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <InstalmentLegalHints quote={quote} row={row} />
    </div>
  );
}
