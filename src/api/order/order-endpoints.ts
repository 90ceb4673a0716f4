// GET /api/orders/{orderNumber}: the customer's own order. Another customer's number, a number of another shop and
// an unknown number all get the same 404.
import { getCustomerOrder } from '@/commerce/order/order-view';
import { orderNumberPattern } from '@/commerce/order/order-number';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { requireFullCustomer } from '@/api/http/require-customer';
import { answer } from './order-http';

export async function getOrder(request: Request, orderNumber: string): Promise<Response> {
  const { shop } = requestScope(request);
  const db = await getDb();
  const who = await requireFullCustomer(db, shop, request, { guests: 'allow' });
  if (!who.ok) return who.response;
  const view = orderNumberPattern.test(orderNumber)
    ? await getCustomerOrder(db, shop, who.customer.id, orderNumber)
    : null;
  return view ? answer(view) : answer({ error: 'ORDER_NOT_FOUND' }, 404);
}
