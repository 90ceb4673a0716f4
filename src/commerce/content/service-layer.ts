// Service-layer snippets (SPEC §7): short help texts opened in a layer, e.g. delivery or instalment details.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

export const serviceLayerSchema = z.strictObject({ title: textSchema, blocks: blocksSchema });

export type ServiceLayer = z.output<typeof serviceLayerSchema>;

export function loadServiceLayer(
  shop: ShopContext,
  identifier: string,
  options?: ContentOptions,
): Promise<ServiceLayer | null> {
  return loadContentOrNull(
    shop,
    { component: 'ServiceLayer', kind: 'serviceLayer', params: { identifier }, schema: serviceLayerSchema },
    options,
  );
}
