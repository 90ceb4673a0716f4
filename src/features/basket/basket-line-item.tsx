'use client';
// One basket line: picture, name, variant, availability and delivery, notes (setup service, freight, code not
// counting), unit and line price with the struck price, quantity, remove and move to the wishlist.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { colourName, isColourKey } from '@/commerce/catalog/colours';
import { formatMoney } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import { HeartIcon } from '@/features/shell/icons';
import { useWishlistActions } from '@/features/wishlist/use-wishlist-actions';
import { basketFailureMessage } from './failure-message';
import type { BasketChangeResult } from './use-basket';

export type BasketLine = BasketFieldsFragment['lines'][number];

export interface BasketLineItemProps {
  line: BasketLine;
  voucherEntered: boolean;
  onQuantity(quantity: number): Promise<BasketChangeResult>;
  onRemove(): Promise<BasketChangeResult>;
}

export function BasketLineItem({ line, voucherEntered, onQuantity, onRemove }: BasketLineItemProps) {
  const t = useTranslations('basket');
  const p = useTranslations('product');
  const s = useTranslations('shipping');
  const locale = useLocale() as Locale;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const w = useTranslations('wishlist');
  const wishlist = useWishlistActions();
  const onWishlist = wishlist.has(line.sku);
  const money = (m: BasketLine['unitPrice']) => formatMoney(m, locale);
  const colour = line.colour && isColourKey(line.colour) ? colourName(line.colour, languageOf(locale)) : null;

  async function run(action: () => Promise<BasketChangeResult>) {
    setBusy(true);
    setError(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) setError(basketFailureMessage(t, result.failure));
  }

  return (
    <li
      className="grid grid-cols-[88px_1fr] gap-2 py-2 sm:grid-cols-[120px_1fr_auto]"
      aria-busy={busy || undefined}
    >
      {line.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized WebP from /media, as on the product page
        <img
          src={line.image.path}
          alt=""
          width={line.image.width}
          height={line.image.height}
          className="h-auto w-full rounded bg-surface object-contain"
        />
      ) : (
        <span aria-hidden="true" className="block aspect-square rounded bg-surface" />
      )}
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm text-muted">{line.brand}</p>
        <h3 className="font-semibold">
          <a href={line.url}>{line.name}</a>
        </h3>
        {line.size && <p className="text-sm">{t('client.size', { size: line.size })}</p>}
        {colour && <p className="text-sm">{t('client.colour', { colour })}</p>}
        {line.available ? (
          <p className="text-sm text-success">
            {line.delivery
              ? p('delivery', { min: line.delivery.minDays, max: line.delivery.maxDays })
              : p('noDeliveryStatement')}
          </p>
        ) : (
          <p className="text-sm font-semibold text-danger">{t('stockShort')}</p>
        )}
        {line.setupServiceIncluded && <p className="text-sm">{s('setupService')}</p>}
        {line.bulky && <p className="text-sm">{s('freightNote')}</p>}
        {voucherEntered && line.voucherExcluded && (
          <p className="text-sm text-muted">{t('voucherExcluded')}</p>
        )}
        <p className="text-sm">
          {t('unitPrice', { price: money(line.unitPrice) })}
          {line.struckUnitPrice && (
            <span className="ml-1 text-muted line-through">
              {t('insteadOf', { price: money(line.struckUnitPrice) })}
            </span>
          )}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-qty`} className="sr-only">
            {t('quantityFor', { name: line.name })}
          </label>
          <select
            id={`${id}-qty`}
            value={line.quantity}
            disabled={busy}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => run(() => onQuantity(Number(event.target.value)))}
            className="min-h-6 rounded border border-line bg-page px-1 text-ink"
          >
            {Array.from({ length: line.maxQuantity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={busy}
            onClick={() => run(onRemove)}
            aria-label={t('removeFor', { name: line.name })}
            className="min-h-6 rounded px-1 font-semibold text-link underline"
          >
            {t('remove')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void wishlist.moveFromBasket({ sku: line.sku, name: line.name, variantSku: line.variantSku }, async () => {
                setBusy(true);
                const result = await onRemove();
                setBusy(false);
                return result.ok;
              })
            }
            aria-label={w('moveFor', { name: line.name })}
            className="inline-flex min-h-6 items-center gap-0.5 rounded px-1 font-semibold text-link underline"
          >
            <HeartIcon width={20} height={20} fill={onWishlist ? 'currentColor' : 'none'} />
            {w('moveToWishlist')}
          </button>
          {onWishlist && <span className="text-sm text-muted">{w('onList')}</span>}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="col-start-2 flex flex-col items-start gap-0.5 sm:col-start-3 sm:items-end">
        {line.discounts.map((d) => (
          <p key={d.label} className="text-sm text-success">
            {d.label}: −{money(d.amount)}
          </p>
        ))}
        {line.discounts.length > 0 && (
          <p className="text-sm text-muted line-through">{money(line.lineTotal)}</p>
        )}
        <p className="font-bold">{t('lineTotal', { price: money(line.netTotal) })}</p>
      </div>
    </li>
  );
}
