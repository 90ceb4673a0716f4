// GET /api/dynamicyield/{type}/{id}/{session}/{hashedEmail} (SPEC §7): the products of a recommendation slot.
// type is the slot ('detail-view' | 'add-to-basket'), id the sku. session and hashedEmail are opaque tokens of the
// recommendation service: checked for shape, never logged, and not used to personalise (the answer is public and
// cacheable). 404 when the tenant has dynamicYield off or the product is not sold here.
import { z } from 'zod';
import { isSku, productSlugParam } from '@/commerce/catalog/product-url';
import { RecommendationError } from '@/commerce/recommendations/errors';
import { recommendationSlots, recommendProducts } from '@/commerce/recommendations/recommend-products';
import type { ProductHit } from '@/commerce/search/search-types';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { buildPath } from '@/platform/routing/router';

export const dynamicYieldParamsSchema = z.object({
  type: z.enum(recommendationSlots),
  id: z.string().refine(isSku),
  /** A session token of letters, digits, "-" and "_"; "-" when there is none. */
  session: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  /** SHA-256 of the lower-cased e-mail address as 64 hex digits; "-" for visitors who are not logged in. */
  hashedEmail: z.string().regex(/^(?:[a-f0-9]{64}|-)$/i),
});

export type DynamicYieldParams = Record<keyof z.infer<typeof dynamicYieldParamsSchema>, string>;

const recommendationReadLimit: LimitRule = { name: 'recommendations', points: 600, durationSeconds: 60 };

const notFound = () =>
  Response.json({ error: 'not found' }, { status: 404, headers: { 'cache-control': 'public, max-age=60' } });

export async function getDynamicYieldRecommendations(
  request: Request,
  params: DynamicYieldParams,
): Promise<Response> {
  const limited = await limitByAddress(request, recommendationReadLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  if (!shop.tenant.flags.dynamicYield) return notFound();
  const parsed = dynamicYieldParamsSchema.safeParse(params);
  if (!parsed.success) {
    // Which part was malformed, never its value: the tokens may identify a person.
    log.info(
      { invalid: [...new Set(parsed.error.issues.map((i) => String(i.path[0])))] },
      'recommendations: malformed request',
    );
    return Response.json({ error: 'invalid request' }, { status: 400 });
  }
  const { type, id } = parsed.data;
  try {
    const result = await recommendProducts(await getDb(), shop, type, id);
    log.debug({ slot: type, sku: id, hits: result.hits.length }, 'recommendations');
    return Response.json(
      { slot: result.slot, sku: result.sku, hits: result.hits.map((hit) => withUrl(hit, shop)) },
      // Not personal: shared caches may keep it briefly.
      { headers: { 'cache-control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
    );
  } catch (error) {
    if (error instanceof RecommendationError) return notFound();
    throw error;
  }
}

export interface RecommendationHit extends Omit<ProductHit, 'slug' | 'colours'> {
  url: string;
}

function withUrl(
  { slug, colours: _colours, ...hit }: ProductHit,
  shop: ReturnType<typeof requestScope>['shop'],
): RecommendationHit {
  return {
    ...hit,
    url: buildPath('/product/[slug]', shop.locale, shop.tenant.locales, {
      slug: productSlugParam(slug, hit.sku),
    }),
  };
}
