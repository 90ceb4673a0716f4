'use client';
// The basket layer (SPEC §2): after an add, a dialog with the line, the basket total, the way to the basket and the
// add-to-basket recommendations. A native modal <dialog>: focus moves in, Escape and the close buttons close it,
// the page behind is inert, and focus returns where it was.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { colourName, isColourKey } from '@/commerce/catalog/colours';
import { RecommendationSlot } from '@/features/recommendations/recommendation-slot';
import { CheckIcon, CloseIcon } from '@/features/shell/icons';
import { formatMoney } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';

export interface BasketLayerProps {
  basket: BasketFieldsFragment;
  variantSku: string;
  basketHref: string;
  onClose: () => void;
}

export function BasketLayer({ basket, variantSku, basketHref, onClose }: BasketLayerProps) {
  const t = useTranslations('basket.client');
  const locale = useLocale() as Locale;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const line = basket.lines.find((l) => l.variantSku === variantSku);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A frame later, so a dialog that just closed (the quick view) has handed back focus and inertness first.
    const frame = requestAnimationFrame(() => {
      if (!element.open) element.showModal();
    });
    // Unmounting removes the dialog (and its modality) with the element; closing it here would fire a late `close`.
    return () => cancelAnimationFrame(frame);
  }, []);

  const colour =
    line?.colour && isColourKey(line.colour) ? colourName(line.colour, languageOf(locale)) : null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its box) closes it.
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="m-0 ml-auto max-h-[100dvh] w-full max-w-[480px] overflow-y-auto bg-page p-0 text-ink shadow-lg backdrop:bg-black/60 sm:mr-2 sm:mt-2 sm:max-h-[calc(100dvh-2rem)] sm:rounded"
    >
      <div className="flex flex-col gap-2 p-2">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="flex items-center gap-1 text-lg font-bold">
            <CheckIcon className="shrink-0 text-success" />
            {t('added')}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t('close')}
            className="flex size-6 shrink-0 items-center justify-center rounded border border-line"
          >
            <CloseIcon />
          </button>
        </div>
        {line && (
          <div className="flex gap-2">
            {line.image && (
              // eslint-disable-next-line @next/next/no-img-element -- sized WebP from /media, as in the quick view
              <img
                src={line.image.path}
                alt=""
                width={line.image.width}
                height={line.image.height}
                className="h-auto w-[88px] shrink-0 rounded bg-surface object-contain"
              />
            )}
            <div className="flex flex-col gap-0.5 text-sm">
              <p className="text-muted">{line.brand}</p>
              <p className="font-semibold">{line.name}</p>
              {line.size && <p>{t('size', { size: line.size })}</p>}
              {colour && <p>{t('colour', { colour })}</p>}
              <p>{t('quantity', { quantity: line.quantity })}</p>
              <p className="font-bold">{formatMoney(line.lineTotal, locale)}</p>
            </div>
          </div>
        )}
        <p className="border-t border-line pt-1 font-semibold">
          {/* The total includes shipping: say so, with the amount (issue 21). */}
          {basket.shipping.total.amount > 0
            ? t('basketTotal', {
                count: basket.count,
                total: formatMoney(basket.total, locale),
                shipping: formatMoney(basket.shipping.total, locale),
              })
            : t('basketTotalFreeShipping', { count: basket.count, total: formatMoney(basket.total, locale) })}
        </p>
        <div className="flex flex-col gap-1 sm:flex-row">
          <a
            href={basketHref}
            className="flex min-h-[48px] flex-1 items-center justify-center rounded bg-brand px-2 font-bold text-on-brand no-underline"
          >
            {t('toBasket')}
          </a>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="min-h-[48px] flex-1 rounded border border-ink px-2 font-semibold"
          >
            {t('continueShopping')}
          </button>
        </div>
        {line && <RecommendationSlot slot="add-to-basket" sku={line.sku} />}
      </div>
    </dialog>
  );
}
