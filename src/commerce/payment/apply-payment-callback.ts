// Applies a verified provider callback in ONE transaction: the attempt row is locked, only a pending attempt
// changes, and only when reference, amount and currency are exactly the attempt's. A paid attempt books the money
// once (ledger reference `payment:<providerReference>`), so a replayed or duplicated callback changes nothing.
import { and, eq } from 'drizzle-orm';
import { bookLedgerEntry } from '@/commerce/account-ledger/book-ledger-entry';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { shopLink } from '@/commerce/customer/customer-links';
import { markOrderPaid, markTestOrder } from '@/commerce/order/mark-order-paid';
import { enqueuePaymentNotCompleted } from '@/commerce/order/order-mails';
import { findOrderById } from '@/commerce/order/order-store';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { ProviderCallback } from './payment-provider';
import { paymentAttempts, type PaymentAttemptRow, type PaymentAttemptStatus } from './payment.schema';

export type CallbackOutcome =
  | { kind: 'applied'; attemptId: string; status: PaymentAttemptStatus; returnPath: string }
  /** Already settled (a replay, a late duplicate, a superseded attempt): nothing changed. */
  | { kind: 'unchanged'; attemptId: string; status: PaymentAttemptStatus; returnPath: string }
  /** No such attempt in this shop. */
  | { kind: 'unknown-attempt' }
  /** Signed, but not what the shop asked for: nothing changed (worth a warning). */
  | { kind: 'mismatch'; attemptId: string; field: 'provider' | 'providerReference' | 'amount' | 'currency' };

export const ledgerReferenceOf = (providerReference: string) => `payment:${providerReference}`;

async function lockAttempt(tx: Db, shop: ShopContext, attemptId: string): Promise<PaymentAttemptRow | null> {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.tenantId, shop.tenant.key), eq(paymentAttempts.id, attemptId)))
    .for('update');
  return row ?? null;
}

function mismatchOf(attempt: PaymentAttemptRow, callback: ProviderCallback) {
  // The test provider's signed callback can never settle a real provider's payment, nor the other way round.
  if (attempt.provider !== callback.provider) return 'provider' as const;
  if (callback.providerReference !== null && attempt.providerReference !== callback.providerReference)
    return 'providerReference' as const;
  if (attempt.amount !== callback.amount) return 'amount' as const;
  if (attempt.currency !== callback.currency) return 'currency' as const;
  return null;
}

async function bookPayment(
  tx: Db,
  shop: ShopContext,
  attempt: PaymentAttemptRow,
  reference: string,
): Promise<void> {
  if (attempt.purpose === 'order') {
    await markOrderPaid(tx, shop, {
      orderId: attempt.orderId!,
      attemptId: attempt.id,
      amount: attempt.amount,
      currency: attempt.currency,
      providerReference: reference,
    });
    return;
  }
  await bookLedgerEntry(tx, shop, {
    customerId: attempt.customerId,
    orderId: attempt.orderId,
    kind: 'payment',
    amount: -attempt.amount,
    currency: attempt.currency,
    dueOn: null,
    reference: ledgerReferenceOf(reference),
    textKey: 'paylinkPayment',
  });
}

/** `callback` must come from a provider's verification (signature, shape and, where it has one, age checked). */
export async function applyPaymentCallback(
  db: Db,
  shop: ShopContext,
  callback: ProviderCallback,
): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, shop, callback.attemptId);
    if (!attempt) return { kind: 'unknown-attempt' };
    const field = mismatchOf(attempt, callback);
    if (field) return { kind: 'mismatch', attemptId: attempt.id, field };
    const seen = { attemptId: attempt.id, returnPath: attempt.returnPath };
    if (attempt.status !== 'pending') return { kind: 'unchanged', status: attempt.status, ...seen };

    await tx
      .update(paymentAttempts)
      .set({
        status: callback.status,
        settledAt: shop.now(),
        pspReference: callback.status === 'paid' ? callback.pspReference : null,
      })
      .where(and(eq(paymentAttempts.tenantId, shop.tenant.key), eq(paymentAttempts.id, attempt.id)));
    if (callback.status === 'paid') {
      await bookPayment(tx, shop, attempt, callback.pspReference);
      // Simulated money: the order is a test order, and every view of it says so (nobody ships it).
      if (attempt.provider === 'psp-test' && attempt.orderId) await markTestOrder(tx, shop, attempt.orderId);
    } else if ((callback.status === 'failed' || callback.status === 'cancelled') && attempt.purpose === 'order') {
      await tellPaymentNotCompleted(tx, shop, attempt, callback.status);
    }
    return { kind: 'applied', status: callback.status, ...seen };
  });
}

/** A failed or cancelled order payment: the customer is told by mail, with the way to pay (issue 21). */
async function tellPaymentNotCompleted(
  tx: Db,
  shop: ShopContext,
  attempt: PaymentAttemptRow,
  reason: 'failed' | 'cancelled',
): Promise<void> {
  const order = attempt.orderId ? await findOrderById(tx, shop, attempt.orderId) : null;
  // Paid by another attempt meanwhile, or already cancelled: nothing to ask for.
  if (!order || order.status !== 'awaiting-payment') return;
  const customer = await findCustomerById(tx, shop.tenant.key, order.customerId);
  await enqueuePaymentNotCompleted(tx, shop, {
    order,
    firstName: customer?.firstName ?? '',
    reason,
    payLink: `${shopLink(inLocaleOf(shop, order.locale), '/checkout/paid')}?${new URLSearchParams({ attempt: attempt.id })}`,
  });
}
