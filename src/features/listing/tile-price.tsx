// A listing price as German price law wants it (PAngV): the current price, a struck price only together with
// the lowest price of the last 30 days before the reduction, and the unit price for goods sold by measure.
import { useLocale, useTranslations } from 'next-intl';
import type { ProductHit } from '@/commerce/search/search-types';
import { formatMoney, type Money } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

type Prices = Pick<ProductHit, 'price' | 'struckPrice' | 'lowest30Price' | 'unitPrice'>;

export function TilePrice({ price, struckPrice, lowest30Price, unitPrice }: Prices) {
  const t = useTranslations('listing');
  const locale = useLocale() as Locale;
  const money = (m: Money) => formatMoney(m, locale);
  return (
    <div className="tile-prices">
      <p className={`text-lg font-bold ${struckPrice ? 'text-danger' : ''}`}>{money(price)}</p>
      {struckPrice && (
        <p className="text-muted">{t.rich('struck', { price: money(struckPrice), s: (chunks) => <s>{chunks}</s> })}</p>
      )}
      {struckPrice && lowest30Price && <p className="text-muted">{t('lowest30', { price: money(lowest30Price) })}</p>}
      {unitPrice && (
        <p className="text-muted">
          {t.rich('unitPrice', {
            per: unitPrice.per,
            unit: unitPrice.unit,
            price: money(unitPrice.price),
            label: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </p>
      )}
    </div>
  );
}
