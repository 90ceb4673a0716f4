// Stable codes of the address book; the edge maps them to HTTP status, the UI to texts (messages checkout.errors).
import type { AddressFieldCode } from './address-input';

export type AddressFailure =
  | { ok: false; code: 'ADDRESS_INVALID'; fields: Record<string, AddressFieldCode> }
  /** Not this customer's address (or none at all): the same answer, so ids cannot be probed. */
  | { ok: false; code: 'ADDRESS_NOT_FOUND' }
  | { ok: false; code: 'ADDRESS_LIMIT_REACHED'; max: number };

/** Enough for home, work, parents and a few friends; a script cannot fill the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;
