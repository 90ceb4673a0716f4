// The credit-check adapter: whether the shop lends this customer the money of this order (invoice, instalments,
// payment pause). The shipped adapter is a deterministic rules engine (docs/decisions/0012-credit-check.md); a
// credit agency's adapter would implement the same interface.
import type { Currency } from '@/commerce/tenant/tenants';

export interface CreditInput {
  currency: Currency;
  /** What the customer would owe for this order, minor units (the order total without insurance premiums). */
  orderAmount: number;
  /** Orders of this customer that were paid or delivered (in fulfilment, shipped, delivered count too). */
  settledOrders: number;
  /** Sum of the customer's ledger: debits minus payments and credits. */
  openBalance: number;
  /** Debits already due and not covered by payments. */
  overdueAmount: number;
  /** Full years; null when the customer gave no date of birth. */
  age: number | null;
  lastName: string;
  creditAffinity: boolean;
}

export const creditRefusals = [
  /** Under 18: no contract at all, so no payment method either. */
  'CREDIT_UNDERAGE',
  /** The documented demo switch: last name 'Ablehnung'. */
  'CREDIT_DEMO_DECLINE',
  'CREDIT_OVERDUE_BALANCE',
  'CREDIT_LIMIT_EXCEEDED',
] as const;
export type CreditRefusal = (typeof creditRefusals)[number];

export type CreditDecision =
  | { approved: true; limit: number }
  | {
      approved: false;
      reason: CreditRefusal;
      /** 'all': the shop sells nothing to this customer now (not even against card payment). */
      scope: 'credit' | 'all';
      limit: number;
    };

export interface CreditCheck {
  decide(input: CreditInput): CreditDecision;
}

/** Credit limits in minor units (EUR and CHF alike): what open balance plus this order may reach. */
export const creditLimits = {
  /** No date of birth: identity and age unknown, only small amounts. */
  unknownAge: 300_00,
  /** A new adult customer. */
  firstOrder: 1_500_00,
  /** One or two settled orders. */
  known: 3_000_00,
  /** Three or more settled orders. */
  regular: 6_000_00,
  /** On top, for customers flagged credit-affine (SPEC §6: they asked for and use credit offers). */
  affinityBonus: 1_000_00,
} as const;

export const DEMO_DECLINE_LAST_NAME = 'ablehnung';

export function creditLimitOf(input: Pick<CreditInput, 'age' | 'settledOrders' | 'creditAffinity'>): number {
  if (input.age === null) return creditLimits.unknownAge;
  const base =
    input.settledOrders >= 3 ? creditLimits.regular : input.settledOrders >= 1 ? creditLimits.known : creditLimits.firstOrder;
  return base + (input.creditAffinity ? creditLimits.affinityBonus : 0);
}

/** The rules in order; the first that refuses decides. */
export const rulesCreditCheck: CreditCheck = {
  decide(input) {
    const limit = creditLimitOf(input);
    const refuse = (reason: CreditRefusal, scope: 'credit' | 'all' = 'credit'): CreditDecision => ({
      approved: false,
      reason,
      scope,
      limit,
    });
    if (input.age !== null && input.age < 18) return refuse('CREDIT_UNDERAGE', 'all');
    if (input.lastName.trim().toLowerCase() === DEMO_DECLINE_LAST_NAME) return refuse('CREDIT_DEMO_DECLINE');
    if (input.overdueAmount > 0) return refuse('CREDIT_OVERDUE_BALANCE');
    if (Math.max(0, input.openBalance) + input.orderAmount > limit) return refuse('CREDIT_LIMIT_EXCEEDED');
    return { approved: true, limit };
  },
};
