// Stable codes of the address book; the edge maps them to HTTP status, the UI to texts (messages checkout.errors),
// both through `addressRefusals`.
import type { RefusalKind } from '@/platform/http/refusal-kind';
import type { AddressFieldCode } from './address-input';

export type AddressFailure =
  | { ok: false; code: 'ADDRESS_INVALID'; fields: Record<string, AddressFieldCode> }
  /** Not this customer's address (or none at all): the same answer, so ids cannot be probed. */
  | { ok: false; code: 'ADDRESS_NOT_FOUND' }
  | { ok: false; code: 'ADDRESS_LIMIT_REACHED'; max: number };

export const addressRefusals = {
  ADDRESS_INVALID: 'unprocessable',
  ADDRESS_NOT_FOUND: 'not-found',
  ADDRESS_LIMIT_REACHED: 'conflict',
} as const satisfies Record<AddressFailure['code'], RefusalKind>;

/** Enough for home, work, parents and a few friends; a script cannot fill the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;
