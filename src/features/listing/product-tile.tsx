// One product in a listing: image, brand, name (the link to the product page, stretched over the tile), rating,
// price with the price-law notes, colours, availability, and the wishlist heart and quick view button above the
// stretched link.
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { QuickViewButton } from './quick-view-button';
import { StarRating } from './star-rating';
import type { TileProduct } from './tile-product';
import { TilePrice } from './tile-price';

/**
 * `eager`: the tile is above the fold (its image loads at once); `'high'` also asks for it first — the first row on a
 * phone, where the largest picture is. More pictures asked for first only compete with it for the line.
 */
export function ProductTile({ product, eager = false, linkRef }: { product: TileProduct; eager?: boolean | 'high'; linkRef?: Ref<HTMLAnchorElement> }) {
  const t = useTranslations('listing');
  return (
    <article className="tile">
      <div className="tile-media">
        {product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from /media (as on the product page)
          <img
            src={product.image.path}
            alt={product.name}
            width={product.image.width}
            height={product.image.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager === 'high' ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="text-sm text-muted">{t('noImage')}</span>
        )}
      </div>
      <p className="tile-brand">{product.brand}</p>
      <h3 className="font-normal">
        <a ref={linkRef} href={product.href} className="tile-link">
          {product.name}
        </a>
      </h3>
      {product.ratingCount > 0 && <StarRating average={product.ratingAverage} count={product.ratingCount} />}
      <TilePrice price={product.price} struckPrice={product.struckPrice} lowest30Price={product.lowest30Price} unitPrice={product.unitPrice} />
      {product.colours.length > 1 && (
        <p className="tile-colours">
          {product.swatches.map((hex, index) => (
            <span key={index} aria-hidden="true" className="swatch" style={{ backgroundColor: hex }} />
          ))}
          <span className="sr-only">{t('colourCount', { count: product.colours.length })}</span>
          {product.colours.length > product.swatches.length && (
            <span aria-hidden="true">+{product.colours.length - product.swatches.length}</span>
          )}
        </p>
      )}
      <p className={`text-sm ${product.available ? 'text-success' : 'text-muted'}`}>{product.available ? t('available') : t('soldOut')}</p>
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
