// The price as German price law wants it shown: current price with VAT note, a struck price only together with
// the lowest price of the last 30 days, and the unit price for goods sold by measure.
import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/commerce/catalog/get-product-detail';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

type Prices = Pick<ProductDetail, 'price' | 'struckPrice' | 'lowest30Price' | 'unitPrice'>;

export async function PriceBlock({ prices, locale, size = 'large' }: { prices: Prices; locale: Locale; size?: 'large' | 'small' }) {
  const t = await getTranslations('product');
  const money = (m: Prices['price']) => formatMoney(m, locale);
  return (
    <div className="flex flex-col gap-0.5">
      <p className={`${size === 'large' ? 'text-3xl' : 'text-xl'} font-bold ${prices.struckPrice ? 'text-danger' : ''}`}>
        {money(prices.price)}
      </p>
      {prices.struckPrice && (
        <p className="text-sm text-muted">
          <s>{t('struckNote', { price: money(prices.struckPrice) })}</s>
        </p>
      )}
      {prices.struckPrice && prices.lowest30Price && <p className="text-sm text-muted">{t('lowest30', { price: money(prices.lowest30Price) })}</p>}
      {prices.unitPrice && (
        <p className="text-sm text-muted">
          {t('unitPrice', { per: prices.unitPrice.per, unit: prices.unitPrice.unit, price: money(prices.unitPrice.price) })}
        </p>
      )}
      <p className="text-sm text-muted">{t('priceNote')}</p>
    </div>
  );
}
