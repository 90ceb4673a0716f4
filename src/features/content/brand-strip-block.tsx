// A strip of the shop's brands, each leading to its products.
import type { Block } from '@/commerce/content/content-blocks';
import { linkHref, linkServed } from '@/commerce/content/link';
import type { ShopContext } from '@/commerce/tenant/shop-context';

type BrandStripBlock = Extract<Block, { type: 'brand-strip' }>;

export function BrandStripBlock({ block, shop, id }: { block: BrandStripBlock; shop: ShopContext; id: string }) {
  const brands = block.brands.filter((brand) => linkServed(brand.href, shop));
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h2 id={id} className="text-2xl font-bold">
        {block.title}
      </h2>
      <ul className="flex flex-wrap gap-1">
        {brands.map((brand) => (
          <li key={brand.name}>
            <a
              href={linkHref(brand.href, shop)}
              className="inline-flex min-h-6 items-center rounded border border-line bg-page px-2 py-1 font-semibold tracking-wide text-ink no-underline hover:border-ink"
            >
              {brand.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
