// The bonus programmes per shop (ARCHITECTURE.md: Payback on de, jö on at; ch and nl have none): how many points a
// purchase earns. Points are counted on the goods value after discounts, without shipping, per full currency unit.
import type { Tenant, TenantKey } from '@/commerce/tenant/tenants';
import type { FlagName } from '@/commerce/tenant/flags';

export type LoyaltyProgramKey = 'payback' | 'joe';

export interface LoyaltyEarnRule {
  program: LoyaltyProgramKey;
  /** The flag that must be on for the shop to show the programme. */
  flag: FlagName;
  /** Points per `perAmount` minor units of goods value: Payback 1 °P per full euro, jö 1 Ö per full euro. */
  points: number;
  perAmount: number;
}

export const loyaltyEarnRules: Partial<Record<TenantKey, LoyaltyEarnRule>> = {
  de: { program: 'payback', flag: 'payback', points: 1, perAmount: 100 },
  at: { program: 'joe', flag: 'joe', points: 1, perAmount: 100 },
};

/** The programme a shop runs and shows (its rule, the loyalty flag and the programme's own flag), or null. */
export function offeredProgram(tenant: Tenant): LoyaltyProgramKey | null {
  const rule = loyaltyEarnRules[tenant.key];
  return rule && tenant.flags.loyalty && tenant.flags[rule.flag] ? rule.program : null;
}
