// The main navigation tree (SPEC §7: navigation data on first server render): top categories, their groups, links.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { linkSchema } from './link';
import { textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

const navLinkSchema = z.strictObject({ label: textSchema, href: linkSchema });

// Three levels and no deeper: the flyout shows top category → group → links, and a fixed depth keeps it so.
const navGroupSchema = z.strictObject({
  label: textSchema,
  href: linkSchema,
  children: z.array(navLinkSchema).default([]),
});

const navItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: textSchema,
  href: linkSchema,
  /** Shown in the sale colour. */
  highlight: z.boolean().default(false),
  children: z.array(navGroupSchema).default([]),
});

export const navigationSchema = z
  .strictObject({ items: z.array(navItemSchema).min(1) })
  .refine((nav) => new Set(nav.items.map((i) => i.id)).size === nav.items.length, {
    message: 'item ids must be unique',
  });

export type Navigation = z.output<typeof navigationSchema>;
export type NavItem = Navigation['items'][number];

export function loadNavigation(shop: ShopContext, options?: ContentOptions): Promise<Navigation | null> {
  return loadContentOrNull(
    shop,
    { component: 'Navigation', kind: 'navigation', schema: navigationSchema },
    options,
  );
}
