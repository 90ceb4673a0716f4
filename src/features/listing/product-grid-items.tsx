// The grid's items: one tile per product. The first page's are rendered on the server and handed to the grid as its
// children, so the browser hydrates their markup instead of running every tile's formatting and translations again
// (and again after hydration); only the products 'Mehr laden' appends are rendered in the browser, by the same code.
import type { Ref } from 'react';
import { ProductTile } from './product-tile';
import type { TileProduct } from './tile-product';

/** The tiles above the fold on the first page, whose pictures load at once. */
export const EAGER_IMAGES = 4;
/** A phone shows two tiles a row: their pictures are the page's largest and are asked for first. */
const FIRST_ROW_ON_A_PHONE = 2;

export function ProductGridItems({
  products,
  eagerImages = 0,
  linkRef,
}: {
  products: TileProduct[];
  /** How many of the first tiles load their image eagerly (the first page's, above the fold). */
  eagerImages?: number;
  /** Where the grid keeps each tile's link, to move focus to the first product it appended. */
  linkRef?: (sku: string) => Ref<HTMLAnchorElement>;
}) {
  return (
    <>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductTile
            product={product}
            eager={index < eagerImages && (index < FIRST_ROW_ON_A_PHONE ? 'high' : true)}
            linkRef={linkRef?.(product.sku)}
          />
        </li>
      ))}
    </>
  );
}
