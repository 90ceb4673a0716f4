// The instalment-purchase terms per tenant (SPEC §1 credit offering, §5 base-price adjustment). The lender and its
// figures are fictional but shaped like real German/Swiss consumer credit: a fixed borrowing rate (gebundener
// Sollzins) compounded monthly, and the effective annual rate (effektiver Jahreszins) that follows from it.
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Currency } from '@/commerce/tenant/tenants';

export interface Lender {
  name: string;
  address: string;
}

export interface FinancingTerms {
  currency: Currency;
  /** Offered durations in months, shortest first. */
  durations: readonly number[];
  /** Fixed borrowing rate p.a. in basis points (948 = 9.48 %), applied monthly as rate / 12. */
  nominalRateBp: number;
  /** Effective annual rate in basis points, as advertised; must equal (1 + nominal/12)^12 − 1, rounded. */
  effectiveRateBp: number;
  /** Net loan amounts outside [min, max] are moved to the nearest bound (with a notice). Minor units. */
  minAmount: number;
  maxAmount: number;
  /** A duration whose monthly rate would fall below this is not offered. Minor units. */
  minMonthlyRate: number;
  lender: Lender;
  /**
   * The warning the market's law adds to credit advertising: Switzerland (UWG art. 3 para. 1 let. n, "Die Kreditvergabe ist
   * verboten, falls sie zur Überschuldung führt") and the Netherlands (Wft, "Let op! Geld lenen kost geld").
   */
  legalWarning: 'ch' | 'nl' | null;
}

const durations = [6, 12, 18, 24, 36, 48] as const;

/** Germany, Austria, Netherlands: 9.9 % effective, a typical retail-finance rate in 2026. */
const euroTerms = (lender: Lender, legalWarning: FinancingTerms['legalWarning'] = null): FinancingTerms => ({
  currency: 'EUR',
  durations,
  nominalRateBp: 948,
  effectiveRateBp: 990,
  minAmount: 100_00,
  maxAmount: 10_000_00,
  minMonthlyRate: 10_00,
  lender,
  legalWarning,
});

export const financingTerms: Record<TenantKey, FinancingTerms> = {
  de: euroTerms({ name: 'Nordstern Konsumentenbank AG', address: 'Am Sandtorkai 12, 20457 Hamburg' }),
  at: euroTerms({
    name: 'Nordstern Konsumentenbank AG, Zweigniederlassung Österreich',
    address: 'Kärntner Ring 5, 1010 Wien',
  }),
  nl: euroTerms(
    { name: 'Nordstern Consumentenkrediet N.V.', address: 'Stationsplein 8, 1012 AB Amsterdam' },
    'nl',
  ),
  // Switzerland caps consumer credit at 10 % (KKV art. 1); Swiss retail finance sits a little lower.
  ch: {
    currency: 'CHF',
    durations,
    nominalRateBp: 856,
    effectiveRateBp: 890,
    minAmount: 100_00,
    maxAmount: 10_000_00,
    minMonthlyRate: 10_00,
    lender: { name: 'Alpstein Finanz AG', address: 'Bahnhofstrasse 40, 8001 Zürich' },
    legalWarning: 'ch',
  },
};

/** The effective annual rate that a monthly-compounded nominal rate amounts to, in basis points (rounded). */
export function effectiveRateOf(nominalRateBp: number): number {
  return Math.round(((1 + nominalRateBp / 120_000) ** 12 - 1) * 10_000);
}
