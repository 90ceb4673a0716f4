// PUT /api/customer/loyalty-card { cardNumber }: enter or change the Payback (de) or jö (at) card of the fully
// logged-in customer, with the shared schema (exactly 10 digits). The answer carries the login-state cookie with
// `bop` set (SPEC §3). Shops without a programme answer "not found". Logged with the outcome, never the number.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { loyaltyCardSchema } from '@/commerce/loyalty/loyalty-card-input';
import { saveLoyaltyCard } from '@/commerce/loyalty/save-loyalty-card';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { readJsonBody } from '@/api/http/read-json-body';
import { accountRequest } from '@/api/http/require-customer';
import { privateJson } from '@/api/http/responses';
import { readCredentials, stateCookies, withCookies } from '@/api/identity/session-cookies';

export async function putLoyaltyCard(request: Request): Promise<Response> {
  const customer = await accountRequest(request, { write: true });
  if (!customer.ok) return customer.response;
  const { scope, db } = customer;
  if (!servesAccountPage(scope.shop.tenant.flags, '/account/payback')) return privateJson({ error: 'LOYALTY_NOT_OFFERED' }, 404);
  const read = await readJsonBody(request, 1_024);
  const parsed = loyaltyCardSchema.safeParse(read.ok ? read.value : undefined);
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message ?? 'CARD_REQUIRED';
    scope.log.info({ event: 'loyalty-card', outcome: code }, 'loyalty');
    return privateJson({ error: 'LOYALTY_INVALID_INPUT', fields: { cardNumber: code } }, 400);
  }
  const result = await saveLoyaltyCard(db, scope.shop, customer.customer.id, parsed.data.cardNumber);
  scope.log.info({ event: 'loyalty-card', outcome: result.ok ? 'saved' : result.code }, 'loyalty');
  if (!result.ok) return privateJson({ error: result.code }, 404);
  const current = await currentCustomer(db, scope.shop, readCredentials(request));
  return withCookies(privateJson({ card: { program: result.card.program, cardNumber: result.card.cardNumber } }), stateCookies(current, request));
}
