// A goodwill voucher for one customer (customer service, through the ops CLI): a fixed amount, once, valid for a
// number of days, listed under "my vouchers". The code is readable and random (GS-XXXXXXXX).
import { readableCode } from '@/commerce/kernel/readable-code';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { vouchers } from './promotion.schema';

export async function issueGoodwillVoucher(
  tx: Db,
  shop: ShopContext,
  customerId: string,
  terms: { amount: number; validDays: number },
): Promise<{ code: string; validUntil: Date }> {
  if (!Number.isSafeInteger(terms.amount) || terms.amount <= 0) throw new RangeError(`bad amount ${terms.amount}`);
  const now = shop.now();
  const validUntil = new Date(now.getTime() + terms.validDays * 86_400_000);
  const code = `GS-${readableCode(8)}`;
  await tx.insert(vouchers).values({
    tenantId: shop.tenant.key,
    code,
    kind: 'fixed',
    amount: terms.amount,
    validFrom: now,
    validUntil,
    maxUses: 1,
    maxUsesPerCustomer: 1,
    oncePerDay: false,
    issuedToCustomerId: customerId,
  });
  return { code, validUntil };
}
