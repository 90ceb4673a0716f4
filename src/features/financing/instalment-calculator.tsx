'use client';
// The instalment calculator of the product page. The server computed every row (quoteInstalments); this component
// only switches between them, so no money is computed in the browser.
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { InstalmentPlanQuote, InstalmentQuote } from '@/commerce/financing/quote-instalments';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { InstalmentDurations } from './instalment-durations';
import { InstalmentLegalHints } from './instalment-legal-hints';
import { RateSummary } from './rate-summary';

export function InstalmentCalculator({ quote }: { quote: InstalmentQuote }) {
  const t = useTranslations('financing');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded border border-line bg-surface p-2"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('heading')}
      </h2>
      {quote.kind === 'plan' ? <Plan quote={quote} /> : <p role="status">{t('fallback')}</p>}
    </section>
  );
}

function Plan({ quote }: { quote: InstalmentPlanQuote }) {
  const t = useTranslations('financing');
  const locale = useLocale() as Locale;
  const name = useId();
  const [months, setMonths] = useState(quote.defaultMonths);
  const row = quote.rows.find((r) => r.months === months) ?? quote.rows[quote.rows.length - 1]!;
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, locale);

  return (
    <>
      {quote.adjustment !== 'none' && (
        <p role="note" className="rounded border-l-4 border-brand bg-page p-1 text-sm font-semibold">
          {quote.adjustment === 'raised-to-minimum'
            ? t('raisedToMinimum', { min: money(quote.minAmount) })
            : t('loweredToMaximum', { max: money(quote.maxAmount) })}
        </p>
      )}
      <InstalmentDurations rows={quote.rows} months={row.months} name={name} onMonths={setMonths} />
      {/* Announced when the duration changes, so a screen reader hears the new rate without searching for it. */}
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm text-muted">{t('monthlyRate')}</p>
        <p className="text-2xl font-bold">{money(row.monthlyRate)}</p>
        <RateSummary row={row} money={money} />
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-2 text-sm">
          <dt>{t('netLoan')}</dt>
          <dd className="text-right">{money(quote.netLoanAmount)}</dd>
          <dt>{t('totalInterest')}</dt>
          <dd className="text-right">{money(row.totalInterest)}</dd>
          <dt className="font-semibold">{t('totalAmount')}</dt>
          <dd className="text-right font-semibold">{money(row.totalAmount)}</dd>
        </dl>
      </div>
      <InstalmentLegalHints quote={quote} row={row} asHeading />
    </>
  );
}
