// /api/customer/premium: the membership in the account. GET shows it; DELETE cancels it in one step (no renewal,
// free shipping until the end of the paid year).
import { cancelPremiumMembership } from '@/commerce/premium/cancel-premium-membership';
import { currentPremiumMembership } from '@/commerce/premium/is-premium-member';
import { premiumOffered, premiumYearlyFee } from '@/commerce/premium/premium-terms';
import { answer, checkoutRequest, refusal } from './checkout-http';

export async function getPremium(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: false });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  const membership = await currentPremiumMembership(db, scope.shop, customer.id);
  return answer({
    offered: premiumOffered(scope.shop, customer),
    member: membership !== undefined,
    since: membership?.startedAt.toISOString() ?? null,
    renewsOn: membership && !membership.cancelledAt ? membership.renewsOn : null,
    activeUntil: membership?.cancelledAt ? membership.renewsOn : null,
    fee: { amount: premiumYearlyFee[scope.shop.currency], currency: scope.shop.currency },
  });
}

export async function deletePremium(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  const result = await cancelPremiumMembership(db, scope.shop, customer.id);
  scope.log.info({ event: 'premium-cancel', outcome: result.ok ? 'cancelled' : result.code }, 'premium');
  return result.ok ? answer({ cancelled: true, activeUntil: result.activeUntil }) : refusal(result);
}
