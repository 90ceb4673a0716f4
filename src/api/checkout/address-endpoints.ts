// /api/customer/addresses: the logged-in customer's address book. An id of another customer's (or another shop's)
// address answers 404 like an id that does not exist.
import { listAddresses } from '@/commerce/address-book/address-store';
import { deleteAddress } from '@/commerce/address-book/delete-address';
import { createAddress, updateAddress } from '@/commerce/address-book/save-address';
import { answer, checkoutRequest, refusal } from './checkout-http';

export async function getAddresses(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: false });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  return answer({ addresses: await listAddresses(db, scope.shop, customer.id) });
}

export async function postAddress(request: Request): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer, body } = parsed.value;
  const result = await createAddress(db, scope.shop, customer.id, body);
  scope.log.info({ event: 'address-create', outcome: result.ok ? 'created' : result.code }, 'address book');
  return result.ok ? answer({ address: result.address }, 201) : refusal(result);
}

export async function putAddress(request: Request, id: string): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer, body } = parsed.value;
  const result = await updateAddress(db, scope.shop, customer.id, id, body);
  scope.log.info({ event: 'address-update', outcome: result.ok ? 'updated' : result.code }, 'address book');
  return result.ok ? answer({ address: result.address }) : refusal(result);
}

export async function removeAddress(request: Request, id: string): Promise<Response> {
  const parsed = await checkoutRequest(request, { write: true });
  if (!parsed.ok) return parsed.response;
  const { db, scope, customer } = parsed.value;
  const result = await deleteAddress(db, scope.shop, customer.id, id);
  scope.log.info({ event: 'address-delete', outcome: result.ok ? 'deleted' : result.code }, 'address book');
  return result.ok ? answer({ deleted: true }) : refusal(result);
}
