// The promotion context's part in a price calculation: the automatic promotions running now and the entered code,
// as price processors. Callers (basket, checkout, order) pass them to the engine without knowing their kinds.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { PriceProcessor } from '@/commerce/pricing/price-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import { categoryPromotionProcessor } from './category-promotion-processor';
import { promotions } from './promotion.schema';
import { voucherProcessor } from './voucher-processor';
import { findVoucher, termsOf, usageRefusal, type VoucherUser } from './voucher-store';

export interface PriceProcessorRequest extends VoucherUser {
  /** The normalized code the shopper entered, if any. */
  voucherCode: string | null;
}

/** A code the shop does not know: reported as refused, so every caller handles codes one way. */
function unknownCode(code: string): PriceProcessor {
  return {
    stage: 'order',
    process: (calculation) =>
      calculation.report({
        code,
        applied: false,
        refusal: 'VOUCHER_UNKNOWN',
        excludedKeys: [],
        discountAmount: 0,
        minimumAmount: null,
      }),
  };
}

// Every priced basket asks for the running promotions (prepared, decision 0060).
const runningPromotions = preparedQuery('promotions-running', (db) =>
  db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.tenantId, p('tenantId')),
        eq(promotions.active, true),
        lte(promotions.startsAt, p('now')),
        gt(promotions.endsAt, p('now')),
      ),
    ),
);

/** The promotions read of loadPriceProcessors, to be read ahead (decision 0070): with a stopped clock only. */
export const runningPromotionsAhead = (shop: ShopContext) =>
  runningPromotions.ahead({ tenantId: shop.tenant.key, now: shop.now() });

export async function loadPriceProcessors(
  db: Db,
  shop: ShopContext,
  request: PriceProcessorRequest,
): Promise<PriceProcessor[]> {
  const now = shop.now();
  const running = await runningPromotions(db, { tenantId: shop.tenant.key, now });
  const processors: PriceProcessor[] = [];
  if (running.length > 0) processors.push(categoryPromotionProcessor(running));
  if (request.voucherCode) {
    const row = await findVoucher(db, shop, request.voucherCode);
    processors.push(
      row
        ? voucherProcessor(termsOf(row), { now, usageRefusal: await usageRefusal(db, shop, row, request) })
        : unknownCode(request.voucherCode),
    );
  }
  return processors;
}
