// Adyen's standard webhook (notification) as it arrives: a batch of items, each HMAC-signed with the key from the
// Customer Area. Every item is checked with the library's HmacValidator; one bad item refuses the whole batch
// (nothing of it is trusted, Adyen sends it again). Items of another merchant account are not ours to act on.
// CommonJS: the value comes from the default export (Node's ESM loader sees no named exports of this library).
import adyen from '@adyen/api-library';
import type { NotificationRequestItem } from '@adyen/api-library/lib/src/typings/notification/notificationRequestItem';
import { z } from 'zod';
import type { ProviderCallback } from './payment-provider';

const itemSchema = z.object({
  pspReference: z.string().min(1).max(100),
  originalReference: z.string().max(100).optional(),
  merchantAccountCode: z.string().min(1),
  merchantReference: z.string().max(100),
  amount: z.object({ value: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }),
  eventCode: z.string().min(1),
  eventDate: z.string().min(1),
  success: z.enum(['true', 'false']),
  additionalData: z.record(z.string(), z.string()).optional(),
});

const batchSchema = z.object({
  live: z.string().optional(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: itemSchema }))
    .min(1)
    .max(100),
});

export type AdyenItem = z.infer<typeof itemSchema>;

/** What an item means for the shop. */
export type AdyenEvent =
  | { kind: 'payment'; callback: ProviderCallback }
  | { kind: 'refund'; refundId: string; providerReference: string; succeeded: boolean }
  | { kind: 'ignored'; eventCode: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The batch's items when every signature is right; null for a bad signature, a missing one or a malformed body. */
export function verifyAdyenWebhook(body: string, hmacKey: string): AdyenItem[] | null {
  let parsed: z.infer<typeof batchSchema>;
  try {
    const result = batchSchema.safeParse(JSON.parse(body));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  const validator = new adyen.hmacValidator();
  const items = parsed.notificationItems.map((i) => i.NotificationRequestItem);
  for (const item of items) {
    if (!item.additionalData?.hmacSignature) return null;
    try {
      // The validator signs the item's own fields (pspReference … success), as Adyen documents.
      if (!validator.validateHMAC(item as unknown as NotificationRequestItem, hmacKey)) return null;
    } catch {
      return null;
    }
  }
  return items;
}

/** One verified item of our merchant account, read as the shop's event. */
export function adyenEventOf(item: AdyenItem): AdyenEvent {
  switch (item.eventCode) {
    case 'AUTHORISATION':
      // merchantReference is the attempt's id (start-payment's reference); anything else was not started here.
      if (!UUID.test(item.merchantReference)) return { kind: 'ignored', eventCode: item.eventCode };
      return {
        kind: 'payment',
        callback: {
          provider: 'adyen',
          attemptId: item.merchantReference,
          // Sessions name their session in the item; when they do, it must be the attempt's.
          providerReference: item.additionalData?.checkoutSessionId ?? null,
          pspReference: item.pspReference,
          status: item.success === 'true' ? 'paid' : 'failed',
          amount: item.amount.value,
          currency: item.amount.currency,
          issuedAt: item.eventDate,
        },
      };
    case 'REFUND':
    case 'REFUND_FAILED':
      if (!UUID.test(item.merchantReference)) return { kind: 'ignored', eventCode: item.eventCode };
      return {
        kind: 'refund',
        refundId: item.merchantReference,
        providerReference: item.pspReference,
        succeeded: item.eventCode === 'REFUND' && item.success === 'true',
      };
    default:
      return { kind: 'ignored', eventCode: item.eventCode };
  }
}

/** Signs an item as Adyen does: for the tests' stand-in (never used by the shop itself). */
export function signAdyenItem(
  item: Omit<AdyenItem, 'additionalData'> & { additionalData?: Record<string, string> },
  hmacKey: string,
): AdyenItem {
  const validator = new adyen.hmacValidator();
  const hmacSignature = validator.calculateHmac(item as unknown as NotificationRequestItem, hmacKey);
  return { ...item, additionalData: { ...item.additionalData, hmacSignature } };
}
