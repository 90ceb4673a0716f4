// Shared bits of the payment endpoints: personal answers are never cached; error codes map to one status each.
import type { PaymentErrorCode } from '@/commerce/payment/errors';
import { noStore as privateNoStore } from '@/api/http/responses';

export const noStore = { ...privateNoStore, 'referrer-policy': 'no-referrer' } as const;

const statusOf: Record<PaymentErrorCode, number> = {
  PAYMENT_METHOD_UNAVAILABLE: 422,
  // Another customer's order answers like an unpayable one: nothing to learn from the difference.
  PAYMENT_ORDER_NOT_PAYABLE: 409,
  PAYMENT_ATTEMPT_NOT_FOUND: 404,
  PAYMENT_INVALID_INPUT: 400,
  PAYLINK_INVALID: 404,
  PAYLINK_ALREADY_PAID: 409,
};

export const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

export const refusal = (code: PaymentErrorCode) => json({ error: code }, statusOf[code]);

/** A body read as text with a size cap (the callback's signature is over its exact fields). */
export async function readText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return null;
  const text = await request.text();
  return Buffer.byteLength(text) > maxBytes ? null : text;
}
