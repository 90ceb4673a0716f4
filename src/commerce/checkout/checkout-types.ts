// The shapes every checkout step agrees on: what the shopper chose, kept on the server between steps (so a crash or a
// closed tab loses nothing) and read again, re-checked and re-priced when the order is placed. Plain data only.
import type { DeliveryChoice, PaymentChoice, ProtectionChoice } from '@/commerce/order/order-choices';
import type { TenantKey } from '@/commerce/tenant/tenants';

/** The steps in their order; `nextMissingStep` names the first one not done. */
export const checkoutSteps = ['login', 'delivery', 'payment', 'protection', 'premium', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** What a customer chose so far in one tenant's checkout. `null`: not chosen yet. */
export interface CheckoutState {
  tenantId: TenantKey;
  customerId: string;
  delivery: DeliveryChoice | null;
  payment: PaymentChoice | null;
  /** Only for instalments: a choice, or 'declined' when the shopper said no. Ignored for other methods. */
  protection: ProtectionChoice | 'declined' | null;
  /** The premium offer: taken, declined, or not answered; skipped when the tenant's premium flag is off or the
   *  customer already is a member. */
  premium: 'taken' | 'declined' | null;
  updatedAt: string;
}
