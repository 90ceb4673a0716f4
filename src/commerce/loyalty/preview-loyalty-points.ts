// The points a basket would earn (loyalty preview): only where the shop runs a programme and its flag is on.
import type { Tenant } from '@/commerce/tenant/tenants';
import { loyaltyEarnRules, offeredProgram, type LoyaltyProgramKey } from './loyalty-programs';

export interface LoyaltyPreview {
  program: LoyaltyProgramKey;
  points: number;
}

export function previewLoyaltyPoints(tenant: Tenant, goodsAmount: number): LoyaltyPreview | null {
  const rule = loyaltyEarnRules[tenant.key];
  if (!rule || !offeredProgram(tenant)) return null;
  return {
    program: rule.program,
    points: Math.floor(Math.max(0, goodsAmount) / rule.perAmount) * rule.points,
  };
}
