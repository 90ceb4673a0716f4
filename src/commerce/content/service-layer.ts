// Service-layer snippets (SPEC §7): short help texts opened in a layer, e.g. delivery or instalment details.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { blocksSchema, textSchema } from './content-blocks';
import { contentSlugPattern } from './content-paths';
import type { ContentRefusal } from './errors';
import { loadContent, loadContentOrNull, type ContentOptions } from './load-content';

export const serviceLayerSchema = z.strictObject({ title: textSchema, blocks: blocksSchema });

export type ServiceLayer = z.output<typeof serviceLayerSchema>;

/** What a service-layer identifier may be, wherever it comes from (a query parameter, a path segment). */
export const serviceLayerIdentifierSchema = z.string().regex(contentSlugPattern);

const request = (identifier: string) =>
  ({ component: 'ServiceLayer', kind: 'serviceLayer', params: { identifier }, schema: serviceLayerSchema }) as const;

export function loadServiceLayer(
  shop: ShopContext,
  identifier: string,
  options?: ContentOptions,
): Promise<ServiceLayer | null> {
  return loadContentOrNull(shop, request(identifier), options);
}

export type ServiceLayerResult =
  | { ok: true; identifier: string; layer: ServiceLayer }
  | { ok: false; code: ContentRefusal };

/**
 * A snippet for the API and the service-layer page, telling apart an identifier that is no slug, one nobody published
 * in the shop's language, and content that exists but cannot be read now (which must not look like a 404).
 */
export async function readServiceLayer(
  shop: ShopContext,
  identifier: unknown,
  options?: ContentOptions,
): Promise<ServiceLayerResult> {
  const parsed = serviceLayerIdentifierSchema.safeParse(identifier);
  if (!parsed.success) return { ok: false, code: 'SERVICE_LAYER_IDENTIFIER_INVALID' };
  const result = await loadContent(shop, request(parsed.data), options);
  if (result.status === 'not-found') return { ok: false, code: 'SERVICE_LAYER_NOT_FOUND' };
  if (result.status === 'unavailable') return { ok: false, code: 'SERVICE_LAYER_UNAVAILABLE' };
  return { ok: true, identifier: parsed.data, layer: result.value };
}
