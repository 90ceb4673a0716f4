// Step "premium": the shopper takes the membership with this order or declines it. Only where the flag is on.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { fieldCodes, premiumInputSchema } from './checkout-input';
import { updateCheckoutState } from './checkout-state-store';
import type { CheckoutState } from './checkout-types';
import type { CheckoutFailure } from './errors';
import { premiumOffered } from '@/commerce/premium/premium-terms';

export async function savePremiumChoice(
  db: Db,
  shop: ShopContext,
  customer: { id: string; guest: boolean },
  input: unknown,
): Promise<{ ok: true; state: CheckoutState } | CheckoutFailure> {
  if (!premiumOffered(shop, customer)) return { ok: false, code: 'CHECKOUT_PREMIUM_NOT_OFFERED' };
  const parsed = premiumInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'CHECKOUT_INVALID_INPUT', fields: fieldCodes(parsed.error) };
  const premium = parsed.data.take ? 'taken' : 'declined';
  const state = await updateCheckoutState(db, shop, customer.id, (current) => ({ ...current, premium }));
  return { ok: true, state };
}
