// Promotion banners (SPEC §7: banner snippets) on the home, listing and product pages. Each file is one tenant and
// locale; inside it a banner is targeted by page type, category and an optional time window, and may take its words
// from the promotion data of a code — when that code has ended, the empty-promotion snippet shows in its place.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { richTextSchema, type RichText } from './content-blocks';
import { linkSchema, type LinkTarget } from './link';
import { loadContentOrNull, type ContentOptions } from './load-content';
import { loadEmptyPromotion, loadPromotion } from './promotion';

export const bannerPlacements = ['home', 'listing', 'product'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const bannerSchema = z
  .strictObject({
    id: slug,
    tone: z.enum(['info', 'promo', 'sale']).default('info'),
    /** The banner's words; a banner with a promotion code may leave them to the promotion data. */
    text: richTextSchema.optional(),
    href: linkSchema.optional(),
    /** Page types it shows on; all of them when absent. */
    placements: z.array(z.enum(bannerPlacements)).min(1).optional(),
    /** Category slugs (any level, e.g. 'damen' or 'kleider'): only on pages of these categories and below them. */
    categories: z.array(slug).min(1).optional(),
    /** A promotion code (promotions/<code>.json): its title and text; the empty-promotion snippet once it has ended. */
    promotion: z.string().regex(/^[A-Z0-9-]+$/, 'upper-case code').optional(),
    /** ISO date-times with offset; without them the banner always shows. */
    from: z.iso.datetime({ offset: true }).optional(),
    until: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((banner) => banner.text !== undefined || banner.promotion !== undefined, {
    message: 'a banner needs a text or a promotion code',
  });

export const bannersSchema = z.strictObject({ banners: z.array(bannerSchema) });

export type Banner = z.output<typeof bannerSchema>;

/** Where a banner would show: the page type and, on listing and product pages, the category's slug path. */
export interface BannerTarget {
  placement: BannerPlacement;
  /** Slugs from the top category down, e.g. ['damen', 'kleider']; empty on the home page. */
  categories?: readonly string[];
}

export function isBannerActive(banner: Banner, now: Date): boolean {
  const time = now.getTime();
  return (
    (!banner.from || Date.parse(banner.from) <= time) && (!banner.until || time < Date.parse(banner.until))
  );
}

/** Whether a banner is meant for the page: its page types and categories (any level of the page's path). */
export function bannerTargets(banner: Banner, target: BannerTarget): boolean {
  if (banner.placements && !banner.placements.includes(target.placement)) return false;
  if (!banner.categories) return true;
  const path = target.categories ?? [];
  return banner.categories.some((category) => path.includes(category));
}

/** The banners for a page at a moment, in file order. */
export function selectBanners(banners: readonly Banner[], target: BannerTarget, now: Date): Banner[] {
  return banners.filter((banner) => isBannerActive(banner, now) && bannerTargets(banner, target));
}

/** The banners active at the shop's clock; an empty list when there are none or the file is absent. */
export async function loadBanners(
  shop: ShopContext,
  options?: ContentOptions,
  target?: BannerTarget,
): Promise<Banner[]> {
  const content = await loadContentOrNull(
    shop,
    { component: 'Banners', kind: 'banners', schema: bannersSchema },
    options,
  );
  const now = shop.now();
  const banners = content?.banners ?? [];
  return target ? selectBanners(banners, target, now) : banners.filter((banner) => isBannerActive(banner, now));
}

/** A banner as a page shows it: its words settled (own text, the promotion's, or the empty-promotion snippet's). */
export interface ShownBanner {
  id: string;
  tone: Banner['tone'];
  title?: string;
  text: RichText;
  href?: LinkTarget;
  /** 'ended' when the banner stands for a code whose promotion is over (the empty-promotion snippet shows). */
  promotion?: 'running' | 'ended';
}

export async function loadPageBanners(
  shop: ShopContext,
  target: BannerTarget,
  options?: ContentOptions,
): Promise<ShownBanner[]> {
  const banners = await loadBanners(shop, options, target);
  const shown = await Promise.all(
    banners.map(async (banner): Promise<ShownBanner | null> => {
      const base = { id: banner.id, tone: banner.tone };
      if (!banner.promotion) return { ...base, text: banner.text!, href: banner.href };
      const promotion = await loadPromotion(shop, banner.promotion, options);
      if (promotion)
        return {
          ...base,
          title: promotion.title,
          text: banner.text ?? promotion.text,
          href: banner.href ?? promotion.cta?.href,
          promotion: 'running',
        };
      const empty = await loadEmptyPromotion(shop, options);
      return empty
        ? { ...base, tone: 'info', title: empty.title, text: empty.text, href: empty.cta?.href, promotion: 'ended' }
        : null;
    }),
  );
  return shown.filter((banner) => banner !== null);
}
