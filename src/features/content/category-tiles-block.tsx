// Category tiles with pictures: two columns on a phone, four from tablets on.
import type { Block } from '@/commerce/content/content-blocks';
import { linkHref, linkServed } from '@/commerce/content/link';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { EditorialImg } from './editorial-img';

type TilesBlock = Extract<Block, { type: 'category-tiles' }>;

export function CategoryTilesBlock({ block, shop, id }: { block: TilesBlock; shop: ShopContext; id: string }) {
  const items = block.items.filter((item) => linkServed(item.href, shop));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h2 id={id} className="text-2xl font-bold">
        {block.title}
      </h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {items.map((item) => (
          <li key={item.label}>
            <a href={linkHref(item.href, shop)} className="group flex flex-col gap-1 text-ink no-underline">
              <EditorialImg
                picture={item.picture}
                sizes="(min-width: 1440px) 340px, (min-width: 768px) 25vw, 50vw"
                className="aspect-square h-auto w-full rounded object-cover"
              />
              <span className="text-lg font-semibold group-hover:underline">{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
