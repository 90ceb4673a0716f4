// The calculator as the product page shows it: a plan for the price in the shop's terms, the legal hints when the
// tenant's flag is on, or the technical fallback when anything cannot be computed (bad price, broken terms, a bug).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Money } from '@/platform/i18n/format';
import { errorFields, loggerFor } from '@/platform/logging/logger';
import { FinancingError, type FinancingErrorCode } from './errors';
import { financingTerms, type FinancingTerms, type Lender } from './financing-terms';
import { calculateInstalments, type Adjustment, type InstalmentRow } from './instalment-calculator';

export interface InstalmentPlanQuote {
  kind: 'plan';
  currency: Money['currency'];
  requestedAmount: number;
  netLoanAmount: number;
  adjustment: Adjustment;
  minAmount: number;
  maxAmount: number;
  rows: InstalmentRow[];
  /** The duration shown first: the longest offered, i.e. the lowest monthly rate. */
  defaultMonths: number;
  nominalRateBp: number;
  effectiveRateBp: number;
  lender: Lender;
  /** The representative example (PAngV § 17, CCD art. 4) is shown: tenant flag installmentLegalHints. */
  legalHints: boolean;
  legalWarning: FinancingTerms['legalWarning'];
}

export interface InstalmentFallbackQuote {
  kind: 'fallback';
  /** For the log; the shopper sees the one localized fallback message. */
  code: FinancingErrorCode | 'FINANCING_UNEXPECTED';
}

export type InstalmentQuote = InstalmentPlanQuote | InstalmentFallbackQuote;

/** Plain data only (props of a client component): every money field is integer minor units. */
export function quoteInstalments(
  shop: ShopContext,
  price: Money,
  terms: FinancingTerms = financingTerms[shop.tenant.key],
): InstalmentQuote {
  try {
    if (price.currency !== terms.currency || price.currency !== shop.currency) {
      throw new FinancingError(
        'FINANCING_CURRENCY_MISMATCH',
        `price in ${price.currency}, terms in ${terms.currency}`,
      );
    }
    const plan = calculateInstalments(price.amount, terms);
    return {
      kind: 'plan',
      currency: terms.currency,
      requestedAmount: plan.requestedAmount,
      netLoanAmount: plan.netLoanAmount,
      adjustment: plan.adjustment,
      minAmount: terms.minAmount,
      maxAmount: terms.maxAmount,
      rows: plan.rows,
      defaultMonths: plan.rows[plan.rows.length - 1]!.months,
      nominalRateBp: terms.nominalRateBp,
      effectiveRateBp: terms.effectiveRateBp,
      lender: terms.lender,
      legalHints: shop.tenant.flags.installmentLegalHints,
      legalWarning: terms.legalWarning,
    };
  } catch (error) {
    const code = error instanceof FinancingError ? error.code : 'FINANCING_UNEXPECTED';
    loggerFor({ tenant: shop.tenant.key, component: 'financing' }).warn(
      { code, amount: price.amount, ...errorFields(error) },
      'instalment calculator fell back',
    );
    return { kind: 'fallback', code };
  }
}
