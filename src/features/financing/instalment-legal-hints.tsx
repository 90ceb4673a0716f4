// The rates and the legal information of an instalment plan (the representative example with the lender, citing the
// shop's country's law: § 17 PAngV in Germany, § 5 VKrG in Austria; the ch and nl warnings), shown under the duration choice on the product page and in the checkout.
import { useLocale, useTranslations } from 'next-intl';
import type { InstalmentPlanQuote } from '@/commerce/financing/quote-instalments';
import { formatMoney, formatPercent } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

export function InstalmentLegalHints({
  quote,
  row,
  asHeading = false,
}: {
  quote: InstalmentPlanQuote;
  row: InstalmentPlanQuote['rows'][number];
  /** On the product page the legal part is a section of the calculator; in the checkout it is a line of a choice. */
  asHeading?: boolean;
}) {
  const Title = asHeading ? 'h3' : 'p';
  const t = useTranslations('financing');
  const locale = useLocale() as Locale;
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, locale);
  const nominal = formatPercent(quote.nominalRateBp, locale);
  const effective = formatPercent(quote.effectiveRateBp, locale);
  return (
    <>
      <p className="text-sm text-muted">{t('rates', { nominal, effective })}</p>
      {quote.legalHints && (
        <div className="text-sm text-muted">
          <Title className="font-semibold text-ink">{t('legalHeading')}</Title>
          <p>
            {t('legalExample', {
              net: money(quote.netLoanAmount),
              nominal,
              effective,
              months: row.months,
              count: row.months - 1,
              rate: money(row.monthlyRate),
              last: money(row.lastRate),
              total: money(row.totalAmount),
            })}
          </p>
          <p>{t('legalLender', { lender: quote.lender.name, address: quote.lender.address })}</p>
        </div>
      )}
      {quote.legalWarning && (
        <p className="text-sm font-semibold">{t(quote.legalWarning === 'ch' ? 'warningCh' : 'warningNl')}</p>
      )}
    </>
  );
}
