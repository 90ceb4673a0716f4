'use client';
// One wishlist item: picture, name, chosen variant, price now and its drop since added, availability and delivery;
// the variant changed in place, into the basket (a variant must be chosen) and remove. A product no longer sold
// stays, named as when added, with only "remove".
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { colourName, isColourKey } from '@/commerce/catalog/colours';
import { useAddToBasket } from '@/features/basket/use-add-to-basket';
import { formatMoney } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import type { WishlistItem } from './wishlist-cache';
import type { WishlistActions } from './use-wishlist-actions';

const button = 'min-h-[44px] rounded px-2 font-semibold';

export function WishlistItemRow({ item, actions }: { item: WishlistItem; actions: WishlistActions }) {
  const t = useTranslations('wishlist.page');
  const p = useTranslations('product');
  const locale = useLocale() as Locale;
  const language = languageOf(locale);
  const addToBasket = useAddToBasket();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState(item.variantSku ?? '');
  const [needsVariant, setNeedsVariant] = useState(false);
  const [busy, setBusy] = useState(false);
  const money = (m: NonNullable<WishlistItem['price']>) => formatMoney(m, locale);
  const variantLabel = (v: { size: string | null; colour: string | null }) =>
    [v.size, v.colour && isColourKey(v.colour) ? colourName(v.colour, language) : null].filter(Boolean).join(' · ');
  const chosen = item.variants.find((v) => v.variantSku === item.variantSku) ?? null;
  const choosable = item.sold && item.variants.length > 1;

  async function busyWhile(run: () => Promise<unknown>) {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  }

  function askForVariant() {
    setNeedsVariant(true);
    select.current?.focus();
  }

  return (
    <li className="grid grid-cols-[88px_1fr] gap-2 py-2 sm:grid-cols-[120px_1fr_auto]" aria-busy={busy || undefined}>
      {item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized WebP from /media, as on the product page
        <img
          src={item.image.path}
          alt=""
          width={item.image.width}
          height={item.image.height}
          className={`h-auto w-full rounded bg-surface object-contain ${item.sold ? '' : 'opacity-60'}`}
        />
      ) : (
        <span aria-hidden="true" className="block aspect-square rounded bg-surface" />
      )}
      <div className="flex min-w-0 flex-col gap-0.5">
        {item.brand && <p className="text-sm text-muted">{item.brand}</p>}
        <h3 className="font-semibold">{item.url ? <a href={item.url}>{item.name}</a> : item.name}</h3>
        {chosen && variantLabel(chosen) && (
          <p className="text-sm">
            {t('variant')}: {variantLabel(chosen)}
          </p>
        )}
        {!item.sold ? (
          <p className="text-sm font-semibold text-danger">{t('noLongerAvailable')}</p>
        ) : !item.available ? (
          <p className="text-sm font-semibold text-danger">{t('soldOut')}</p>
        ) : (
          <p className="text-sm text-success">
            {item.delivery
              ? p('delivery', { min: item.delivery.minDays, max: item.delivery.maxDays })
              : p('noDeliveryStatement')}
          </p>
        )}
        {choosable && (
          <div className="mt-1 flex flex-wrap items-end gap-1">
            <label htmlFor={`${id}-variant`} className="flex flex-col text-sm font-semibold">
              {t('variant')}
              <span className="sr-only"> – {item.name}</span>
              <select
                id={`${id}-variant`}
                ref={select}
                value={choice}
                aria-describedby={needsVariant ? `${id}-needs-variant` : undefined}
                onChange={(event) => {
                  setChoice(event.target.value);
                  setNeedsVariant(false);
                }}
                className="min-h-[44px] rounded border border-line bg-page px-1 font-normal text-ink"
              >
                {!item.variantSku && <option value="">{t('chooseOption')}</option>}
                {item.variants.map((v) => (
                  <option key={v.variantSku} value={v.variantSku}>
                    {v.available ? variantLabel(v) : t('variantSoldOut', { variant: variantLabel(v) })}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              disabled={busy}
              aria-label={t('changeFor', { name: item.name })}
              onClick={() =>
                choice
                  ? void busyWhile(() => actions.changeVariant({ sku: item.sku, name: item.name, variantSku: choice }))
                  : askForVariant()
              }
              className={`${button} border border-line`}
            >
              {t('change')}
            </button>
          </div>
        )}
        {needsVariant && (
          <p id={`${id}-needs-variant`} role="alert" className="text-sm font-semibold text-danger">
            {p('chooseVariant')}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-1">
          {item.sold && (
            <button
              type="button"
              disabled={busy}
              aria-label={t('toBasketFor', { name: item.name })}
              onClick={() =>
                item.variantSku ? void busyWhile(() => addToBasket(item.variantSku!)) : askForVariant()
              }
              className={`${button} bg-brand text-on-brand`}
            >
              {t('toBasket')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            aria-label={t('removeFor', { name: item.name })}
            onClick={() => void busyWhile(() => actions.remove({ sku: item.sku, name: item.name }))}
            className={`${button} text-link underline`}
          >
            {t('remove')}
          </button>
        </div>
      </div>
      {item.price && (
        <div className="col-start-2 flex flex-col items-start gap-0.5 sm:col-start-3 sm:items-end">
          <p className={`font-bold ${item.struckPrice || item.priceDrop ? 'text-danger' : ''}`}>{money(item.price)}</p>
          {item.struckPrice && (
            <p className="text-sm text-muted">
              {p('struckNote', { price: money(item.struckPrice) })}
            </p>
          )}
          {item.priceDrop && (
            <>
              <p className="rounded border border-success px-0.5 text-sm font-semibold text-success">
                {t('priceDrop', { amount: money(item.priceDrop) })}
              </p>
              <p className="text-sm text-muted">{t('addedPrice', { price: money(item.addedPrice) })}</p>
            </>
          )}
        </div>
      )}
    </li>
  );
}
