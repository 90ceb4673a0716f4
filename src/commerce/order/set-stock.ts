// Stock as the ERP or the warehouse counted it, for several variants at once: all or nothing, so a typo in one sku
// does not leave half a stock list applied.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { OrderAbort, rollbackOn } from './errors';
import { setVariantStock } from './stock-reservation';

export type SetStockResult =
  { ok: true; updated: number } | { ok: false; code: 'STOCK_VARIANT_UNKNOWN'; skus: string[] };

export async function setStock(
  db: Db,
  shop: ShopContext,
  items: readonly { variantSku: string; stock: number }[],
): Promise<SetStockResult> {
  return rollbackOn<SetStockResult, Extract<SetStockResult, { ok: false }>>(() =>
    db.transaction(async (tx) => {
      const unknown: string[] = [];
      const sorted = [...items].sort((a, b) =>
        a.variantSku < b.variantSku ? -1 : a.variantSku > b.variantSku ? 1 : 0,
      );
      for (const item of sorted)
        if (!(await setVariantStock(tx, shop, item.variantSku, item.stock))) unknown.push(item.variantSku);
      if (unknown.length > 0)
        throw new OrderAbort({ ok: false as const, code: 'STOCK_VARIANT_UNKNOWN' as const, skus: unknown });
      return { ok: true as const, updated: items.length };
    }),
  );
}
