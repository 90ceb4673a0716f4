// The stable error codes of the customer context. The edge maps them to HTTP status (by their kind) and localized
// messages.
import type { RefusalKind } from '@/platform/http/refusal-kind';
import type { ValidationKey } from './customer-input';

export const customerErrorCodes = [
  /** Email/password or customer number/date of birth do not match an active customer: one answer for all cases. */
  'CUSTOMER_INVALID_CREDENTIALS',
  /** Right password, but the address was never confirmed: only someone who knows the password learns this. */
  'CUSTOMER_NOT_ACTIVATED',
  /** Too many tries for this account or from this address. */
  'CUSTOMER_RATE_LIMITED',
  /** The input failed the shared schema; `fields` says which and why. */
  'CUSTOMER_INVALID_INPUT',
  /** An activation or reset link that is unknown, used, superseded or expired. */
  'CUSTOMER_LINK_INVALID',
  /** The request needs a logged-in customer (not soft-logged-in, not anonymous). */
  'CUSTOMER_NOT_LOGGED_IN',
  /** An email change confirmed for an address another account of the shop took in the meantime. */
  'CUSTOMER_EMAIL_TAKEN',
  /** A deletion to withdraw that is not waiting any more (carried out, or never asked for). */
  'CUSTOMER_DELETION_NOT_PENDING',
] as const;

export type CustomerErrorCode = (typeof customerErrorCodes)[number];

export const customerRefusals: Readonly<Record<CustomerErrorCode, RefusalKind>> = {
  CUSTOMER_INVALID_CREDENTIALS: 'unauthenticated',
  CUSTOMER_NOT_ACTIVATED: 'forbidden',
  CUSTOMER_RATE_LIMITED: 'rate-limited',
  CUSTOMER_INVALID_INPUT: 'invalid',
  CUSTOMER_LINK_INVALID: 'gone',
  CUSTOMER_NOT_LOGGED_IN: 'unauthenticated',
  CUSTOMER_EMAIL_TAKEN: 'conflict',
  CUSTOMER_DELETION_NOT_PENDING: 'conflict',
};

export type CustomerFailure =
  | { ok: false; code: 'CUSTOMER_RATE_LIMITED'; retryAfterSeconds: number }
  | { ok: false; code: 'CUSTOMER_INVALID_INPUT'; fields: Record<string, ValidationKey> }
  | { ok: false; code: Exclude<CustomerErrorCode, 'CUSTOMER_RATE_LIMITED' | 'CUSTOMER_INVALID_INPUT'> };

export const failure = <
  C extends Exclude<CustomerErrorCode, 'CUSTOMER_RATE_LIMITED' | 'CUSTOMER_INVALID_INPUT'>,
>(
  code: C,
) => ({ ok: false, code }) as const;

export const rateLimited = (retryAfterSeconds: number) =>
  ({ ok: false, code: 'CUSTOMER_RATE_LIMITED', retryAfterSeconds }) as const;
