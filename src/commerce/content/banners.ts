// Promotion banners above the header (SPEC §7: banner snippets), each shown within its optional time window.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { richTextSchema } from './content-blocks';
import { linkSchema } from './link';
import { loadContentOrNull, type ContentOptions } from './load-content';

const bannerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  tone: z.enum(['info', 'promo', 'sale']).default('info'),
  text: richTextSchema,
  href: linkSchema.optional(),
  /** ISO date-times with offset; without them the banner always shows. */
  from: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
});

export const bannersSchema = z.strictObject({ banners: z.array(bannerSchema) });

export type Banner = z.output<typeof bannerSchema>;

export function isBannerActive(banner: Banner, now: Date): boolean {
  const time = now.getTime();
  return (
    (!banner.from || Date.parse(banner.from) <= time) && (!banner.until || time < Date.parse(banner.until))
  );
}

/** The banners active at the shop's clock; an empty list when there are none or the file is absent. */
export async function loadBanners(shop: ShopContext, options?: ContentOptions): Promise<Banner[]> {
  const content = await loadContentOrNull(
    shop,
    { component: 'Banners', kind: 'banners', schema: bannersSchema },
    options,
  );
  const now = shop.now();
  return (content?.banners ?? []).filter((banner) => isBannerActive(banner, now));
}
