import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { getProductDetail } from '@/commerce/catalog/get-product-detail';
import { isSku } from '@/commerce/catalog/product-url';
import { quickViewData } from '@/features/listing/quick-view-data';
import { getDb } from '@/platform/db/database';
import { errorFields } from '@/platform/logging/logger';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

/** A shopper opens a few quick views a minute; a scraper walking every sku runs into this. */
const quickViewLimit: LimitRule = { name: 'quickview', points: 600, durationSeconds: 60 };

const notFound = () => Response.json({ error: 'not found' }, { status: 404, headers: { 'cache-control': 'no-store' } });

// GET /api/catalog/quickview/[sku]?lang=xx: the mini product detail (SPEC §2) of one product in the shop's locale.
export async function GET(request: Request, { params }: { params: Promise<{ sku: string }> }) {
  const limited = await limitByAddress(request, quickViewLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const { sku } = await params;
  if (!isSku(sku)) return notFound();
  try {
    const product = await getProductDetail(await getDb(), shop, sku);
    if (!product) return notFound();
    // Public catalogue data, the same for every visitor of this host and language.
    return Response.json(quickViewData(shop, product), { headers: { 'cache-control': 'public, max-age=60' } });
  } catch (error) {
    log.error({ ...errorFields(error), sku }, 'quick view: could not read the product');
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
