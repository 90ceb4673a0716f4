// The USP bar under the header (SPEC §7: usp data on first server render).
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { textSchema } from './content-blocks';
import { linkSchema } from './link';
import { loadContentOrNull, type ContentOptions } from './load-content';

/** Icons the storefront draws; content picks one by key. */
export const uspIcons = [
  'delivery',
  'returns',
  'invoice',
  'instalments',
  'payment-pause',
  'service',
  'secure',
  'loyalty',
] as const;

export const uspSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        icon: z.enum(uspIcons),
        text: textSchema,
        /** A second, smaller line, e.g. the condition of an offer. */
        detail: textSchema.optional(),
        href: linkSchema.optional(),
      }),
    )
    .min(1)
    .max(6),
});

export type Usp = z.output<typeof uspSchema>;

export function loadUsp(shop: ShopContext, options?: ContentOptions): Promise<Usp | null> {
  return loadContentOrNull(shop, { component: 'Usp', kind: 'usp', schema: uspSchema }, options);
}
