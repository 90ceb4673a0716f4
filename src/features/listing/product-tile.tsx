// One product in a listing: image, brand, name (the link to the product page, stretched over the tile), rating,
// price with the price-law notes, colours, availability — as finished markup (tile-markup.ts) — and the wishlist
// heart and quick view button above the stretched link, the tile's only React components.
import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { Locale } from '@/platform/i18n/locales';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { QuickViewButton } from './quick-view-button';
import { tileBodyHtml, tileLinkClass, type TileTranslator } from './tile-markup';
import type { TileProduct } from './tile-product';

/** Hands the tile's link (inside the markup) to `linkRef`: the grid moves focus to the first product it appended. */
function linkOf(linkRef: Ref<HTMLAnchorElement>) {
  return (box: HTMLDivElement | null) => {
    const link = box?.querySelector<HTMLAnchorElement>(`a.${tileLinkClass}`) ?? null;
    if (typeof linkRef === 'function') linkRef(link);
    else if (linkRef) linkRef.current = link;
  };
}

/**
 * `eager`: the tile is above the fold (its image loads at once); `'high'` also asks for it first — the first row on a
 * phone, where the largest picture is. More pictures asked for first only compete with it for the line.
 */
export function ProductTile({
  product,
  eager = false,
  linkRef,
}: {
  product: TileProduct;
  eager?: boolean | 'high';
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const t = useTranslations('listing') as unknown as TileTranslator;
  const locale = useLocale() as Locale;
  return (
    <article className="tile">
      {/* `contents`: the markup's elements are the tile's own flex items, laid out as before. */}
      <div
        className="contents"
        ref={linkRef ? linkOf(linkRef) : undefined}
        dangerouslySetInnerHTML={{ __html: tileBodyHtml(product, t, locale, eager) }}
      />
      {/* Above the stretched link, as the quick view button. */}
      <div className="tile-heart">
        <WishlistHeart sku={product.sku} name={product.name} />
      </div>
      <div className="tile-foot">
        <QuickViewButton sku={product.sku} name={product.name} />
      </div>
    </article>
  );
}
