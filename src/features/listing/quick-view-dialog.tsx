'use client';
// The mini product detail (SPEC §2) as a modal dialog: focus moves in and stays in, Escape or the close button
// closes it, and focus returns to the tile's button (React Aria's FocusScope). Loaded only when first opened.
import { useLocale, useTranslations } from 'next-intl';
import { useJson } from '@/features/shared/client-data/use-client-data';
import { colourName, colours } from '@/commerce/catalog/colours';
import { useAddToBasket } from '@/features/basket/use-add-to-basket';
import { ProductPurchase, type PurchaseVariant } from '@/features/product/product-purchase';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { DialogFrame } from '@/features/shell/dialog-frame';
import type { QuickViewData } from './quick-view-data';
import { pricesHtml, ratingHtml, type TileTranslator } from './tile-markup';
import { quickViewPath } from '@/platform/routing/api-paths/catalog';

export function quickViewUrl(sku: string, locale: Locale): string {
  return `${quickViewPath(sku)}?lang=${languageOf(locale)}`;
}

export function QuickViewDialog({ sku, name, onClose }: { sku: string; name: string; onClose: () => void }) {
  const t = useTranslations('quickView');
  const e = useTranslations('errors');
  const locale = useLocale() as Locale;
  const { data, error, isLoading, mutate } = useJson<QuickViewData>(quickViewUrl(sku, locale), {
    shouldRetryOnError: false,
  });

  return (
    <DialogFrame title={data?.name ?? name} onClose={onClose} closeLabel={t('close')} width={800} sheet>
      {data ? (
        <QuickViewBody data={data} locale={locale} onAdded={onClose} />
      ) : error ? (
        <div className="flex flex-col items-start gap-1">
          <p role="alert" className="text-danger">
            {t('failed')}
          </p>
          <button
            type="button"
            onClick={() => mutate()}
            className="min-h-6 rounded border border-line px-2 font-semibold"
          >
            {e('retry')}
          </button>
        </div>
      ) : (
        <p role="status" aria-busy={isLoading} className="text-muted">
          {t('loading')}
        </p>
      )}
    </DialogFrame>
  );
}

function QuickViewBody({
  data,
  locale,
  onAdded,
}: {
  data: QuickViewData;
  locale: Locale;
  onAdded: () => void;
}) {
  const addToBasket = useAddToBasket();
  const t = useTranslations('quickView');
  const p = useTranslations('product');
  const listing = useTranslations('listing') as unknown as TileTranslator;
  const language = languageOf(locale);
  const variants: PurchaseVariant[] = data.variants.map((v) => ({
    variantSku: v.variantSku,
    size: v.size,
    colour: v.colour,
    colourName: v.colour ? colourName(v.colour, language) : null,
    colourHex: v.colour ? colours[v.colour].hex : null,
    available: v.available,
    delivery: !v.available
      ? p('notAvailable')
      : v.delivery
        ? p('delivery', { min: v.delivery.minDays, max: v.delivery.maxDays })
        : p('noDeliveryStatement'),
  }));
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {data.image && (
        // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from /media (as on the product page)
        <img
          src={data.image.path}
          alt={data.name}
          width={data.image.width}
          height={data.image.height}
          className="aspect-square w-full rounded bg-surface object-contain"
        />
      )}
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-muted">{data.brand}</p>
        {/* The tile's rating and prices, as the tile shows them (tile-markup.ts); `contents`: flex items as before. */}
        {data.rating.count > 0 && (
          <div className="contents" dangerouslySetInnerHTML={{ __html: ratingHtml(data.rating.average, data.rating.count, listing, locale) }} />
        )}
        <div className="contents" dangerouslySetInnerHTML={{ __html: pricesHtml(data, listing, locale) }} />
        <ProductPurchase
          variants={variants}
          labels={{
            size: p('size'),
            colour: p('colour'),
            chooseVariant: p('chooseVariant'),
            soldOut: p('soldOut'),
            addToBasket: p('addToBasket'),
          }}
          onAdd={async (variantSku) => {
            // Added: the quick view gives way to the basket layer (src/features/basket).
            const added = await addToBasket(variantSku);
            if (added) onAdded();
            return added;
          }}
          beside={(variantSku) => <WishlistHeart sku={data.sku} name={data.name} variantSku={variantSku} />}
        />
        <a href={data.href} className="font-semibold">
          {t('toProduct')}
        </a>
      </div>
    </div>
  );
}
