// Link menus from content (SPEC §7: menu, service-flyout menu): the footer and the service flyout in the header.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { textSchema } from './content-blocks';
import { linkSchema } from './link';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const menuSchema = z.strictObject({
  title: textSchema.optional(),
  groups: z
    .array(
      z.strictObject({
        title: textSchema,
        links: z.array(z.strictObject({ label: textSchema, href: linkSchema })).min(1),
      }),
    )
    .min(1),
});

export type Menu = z.output<typeof menuSchema>;
export type MenuIdentifier = 'footer' | 'service-flyout';

export function loadMenu(
  shop: ShopContext,
  identifier: MenuIdentifier,
  options?: ContentOptions,
): Promise<Menu | null> {
  return loadContentOrNull(
    shop,
    { component: 'Menu', kind: 'menu', params: { identifier }, schema: menuSchema },
    options,
  );
}

export function loadServiceFlyoutMenu(shop: ShopContext, options?: ContentOptions): Promise<Menu | null> {
  return loadMenu(shop, 'service-flyout', options);
}

export function loadFooterMenu(shop: ShopContext, options?: ContentOptions): Promise<Menu | null> {
  return loadMenu(shop, 'footer', options);
}
