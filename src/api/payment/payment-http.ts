// Shared bits of the payment endpoints: personal answers are never cached; error codes map to one status each.
import { paymentRefusals, type PaymentErrorCode } from '@/commerce/payment/errors';
import { noStore as privateNoStore, statusOf } from '@/api/http/responses';

/** Payment answers also keep the address (a payment link's token) out of the Referer of any page they lead to. */
export const noStore = { ...privateNoStore, 'referrer-policy': 'no-referrer' } as const;

export const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

export const refusal = (code: PaymentErrorCode) => json({ error: code }, statusOf(paymentRefusals, code));

/** A body read as text with a size cap (the callback's signature is over its exact fields). */
export async function readText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return null;
  const text = await request.text();
  return Buffer.byteLength(text) > maxBytes ? null : text;
}
