// GET /api/customer/v1 (SPEC §7): the customer behind the session — business partner number, name and flags.
// Soft-logged-in customers get it too (the greeting needs the name); anonymous requests get 401.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { noStore } from '@/api/http/responses';
import { failureResponse } from './identity-http';
import { readCredentials } from './session-cookies';

export async function getCustomer(request: Request): Promise<Response> {
  const { shop } = requestScope(request);
  const current = await currentCustomer(await getDb(), shop, readCredentials(request));
  if (current.level === 'anonymous') return failureResponse({ ok: false, code: 'CUSTOMER_NOT_LOGGED_IN' });
  const { customer } = current;
  return Response.json(
    {
      businessPartnerNo: customer.customerNumber,
      name: { salutation: customer.salutation, firstName: customer.firstName, lastName: customer.lastName },
      loginType: current.level,
      flags: customer.flags,
    },
    { headers: noStore },
  );
}
