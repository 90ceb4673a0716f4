// The message key (under checkout.errors) of a refusal code an endpoint answered. The codes are the checkout's and
// the address book's refusal tables, the ones the edge takes the HTTP status from; voucher and rate-limit codes
// share one text each; a code outside the tables reads as general.
import { addressRefusals } from '@/commerce/address-book/errors';
import { checkoutRefusals } from '@/commerce/checkout/errors';

export function refusalKey(code: string): string {
  if (code.startsWith('VOUCHER_')) return 'VOUCHER';
  if (code.endsWith('_RATE_LIMITED')) return 'RATE_LIMITED';
  if (code === 'NETWORK' || Object.hasOwn(checkoutRefusals, code) || Object.hasOwn(addressRefusals, code)) return code;
  return 'general';
}
