// The credit decision for a customer and an amount, through the configured adapter (the rules engine).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { rulesCreditCheck, type CreditCheck, type CreditDecision } from './credit-check';
import { loadCreditInput } from './load-credit-input';

export async function decideCredit(
  db: Db,
  shop: ShopContext,
  customerId: string,
  orderAmount: number,
  adapter: CreditCheck = rulesCreditCheck,
): Promise<CreditDecision> {
  return adapter.decide(await loadCreditInput(db, shop, customerId, orderAmount));
}
