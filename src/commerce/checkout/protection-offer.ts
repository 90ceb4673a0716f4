// Step "protection": the offer for the chosen instalment plan (monthly premium per cover, computed here) and saving
// the answer — the form's fields, or a decline.
import { ageOn } from '@/commerce/kernel/calendar-day';
import type { CustomerProfile } from '@/commerce/customer/customer-store';
import { localDay } from '@/commerce/kernel/local-day';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { fieldCodes, isProtectionDecline, protectionFormSchema } from './checkout-input';
import { updateCheckoutState } from './checkout-state-store';
import type { CheckoutState } from './checkout-types';
import type { ProtectionChoice } from '@/commerce/order/order-choices';
import type { CheckoutFailure } from './errors';
import { loadCheckoutState } from './load-checkout-state';
import { protectionMonthlyOf, protectionTerms } from './payment-terms';
import { priceCheckout } from './price-checkout';

export interface ProtectionOffer {
  offered: boolean;
  /** For the chosen cover, else for the basic one. */
  monthlyPremium: Money;
  covers: { cover: ProtectionChoice['cover']; rateBp: number; monthlyPremium: Money }[];
  months: number | null;
  monthlyRate: Money | null;
  ages: { min: number; max: number };
  choice: ProtectionChoice | 'declined' | null;
}

export async function protectionOffer(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  state: CheckoutState,
): Promise<ProtectionOffer> {
  const pricing = await priceCheckout(db, shop, customer, state);
  const plan = pricing.instalments;
  const money = (amount: number): Money => ({ amount, currency: shop.currency });
  const premium = (cover: ProtectionChoice['cover']) => money(plan ? protectionMonthlyOf(plan.monthlyRate, cover) : 0);
  const chosen = typeof state.protection === 'object' && state.protection ? state.protection.cover : 'basic';
  return {
    offered: plan !== null,
    monthlyPremium: premium(chosen),
    covers: (['basic', 'full'] as const).map((cover) => ({
      cover,
      rateBp: protectionTerms.rateBp[cover],
      monthlyPremium: premium(cover),
    })),
    months: plan?.months ?? null,
    monthlyRate: plan ? money(plan.monthlyRate) : null,
    ages: { min: protectionTerms.minAge, max: protectionTerms.maxAge },
    choice: state.protection,
  };
}

export async function saveProtectionChoice(
  db: Db,
  shop: ShopContext,
  customer: CustomerProfile,
  input: unknown,
): Promise<{ ok: true; state: CheckoutState } | CheckoutFailure> {
  const declined = isProtectionDecline(input);
  const parsed = protectionFormSchema.safeParse(input);
  if (!declined && !parsed.success)
    return { ok: false, code: 'CHECKOUT_INVALID_INPUT', fields: fieldCodes(parsed.error) };
  const current = await loadCheckoutState(db, shop, customer.id);
  if (current.payment?.method !== 'instalments') return { ok: false, code: 'CHECKOUT_PROTECTION_NOT_OFFERED' };
  let answer: ProtectionChoice | 'declined';
  if (declined || !parsed.success) {
    answer = 'declined';
  } else {
    const age = ageOn(parsed.data.dateOfBirth, localDay(shop));
    if (age < protectionTerms.minAge || age > protectionTerms.maxAge)
      return { ok: false, code: 'CHECKOUT_INVALID_INPUT', fields: { dateOfBirth: 'PROTECTION_AGE' } };
    answer = {
      employment: parsed.data.employment,
      dateOfBirth: parsed.data.dateOfBirth,
      cover: parsed.data.cover,
      acceptedTermsAt: shop.now().toISOString(),
    };
  }
  const state = await updateCheckoutState(db, shop, customer.id, (stored) =>
    // The payment may have changed since it was loaded: only an instalment purchase takes the answer.
    stored.payment?.method === 'instalments' ? { ...stored, protection: answer } : stored,
  );
  return state.payment?.method === 'instalments' ? { ok: true, state } : { ok: false, code: 'CHECKOUT_PROTECTION_NOT_OFFERED' };
}
