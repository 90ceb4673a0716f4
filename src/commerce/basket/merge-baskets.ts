// At login, the visitor's basket joins the customer's: quantities of the same variant are added, never beyond the
// stock or the per-line maximum; the customer's code wins over the visitor's; the visitor's basket is gone after.
import { loadOffers } from '@/commerce/pricing/load-offers';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { MAX_BASKET_LINES, MAX_LINE_QUANTITY } from './basket-limits';
import {
  createBasket,
  deleteBasket,
  findBasket,
  linesOf,
  setLineQuantity,
  updateBasket,
} from './basket-store';

export interface MergeInput {
  /** The token of the visitor's basket cookie, as presented (may be missing or worthless). */
  visitorToken: string | null;
  customerId: string;
}

export interface MergeOutcome {
  /** Lines taken over (new or added to). */
  merged: number;
  /** Lines that could not be taken over in full (stock, per-line maximum, too many lines, no longer sold). */
  shortened: { variantSku: string; requested: number; kept: number }[];
}

export async function mergeBaskets(db: Db, shop: ShopContext, input: MergeInput): Promise<MergeOutcome> {
  const outcome: MergeOutcome = { merged: 0, shortened: [] };
  if (!input.visitorToken) return outcome;
  await db.transaction(async (tx) => {
    const t: Db = tx;
    const visitor = await findBasket(t, shop, { kind: 'visitor', token: input.visitorToken }, { lock: true });
    if (!visitor) return;
    const owner = { kind: 'customer', customerId: input.customerId } as const;
    const customer =
      (await findBasket(t, shop, owner, { lock: true })) ?? (await createBasket(t, shop, owner)).basket;
    const [visitorLines, customerLines] = await Promise.all([
      linesOf(t, shop, visitor.id),
      linesOf(t, shop, customer.id),
    ]);
    const offers = await loadOffers(
      t,
      shop,
      visitorLines.map((l) => l.variantSku),
    );
    const quantities = new Map(customerLines.map((l) => [l.variantSku, l.quantity]));

    for (const line of visitorLines) {
      const had = quantities.get(line.variantSku) ?? 0;
      const roomForLine = had > 0 || quantities.size < MAX_BASKET_LINES;
      const stock = offers.get(line.variantSku)?.stock ?? 0;
      const kept = roomForLine ? Math.max(had, Math.min(had + line.quantity, MAX_LINE_QUANTITY, stock)) : had;
      if (kept - had < line.quantity)
        outcome.shortened.push({ variantSku: line.variantSku, requested: had + line.quantity, kept });
      if (kept === had) continue;
      await setLineQuantity(t, shop, customer.id, line.variantSku, kept);
      quantities.set(line.variantSku, kept);
      outcome.merged += 1;
    }
    await updateBasket(t, shop, customer.id, { voucherCode: customer.voucherCode ?? visitor.voucherCode });
    await deleteBasket(t, shop, visitor.id);
  });
  return outcome;
}
