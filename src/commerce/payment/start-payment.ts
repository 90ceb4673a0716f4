// Starts a payment through the provider: one pending attempt with the server's amount, and the hosted page's URL.
// Works inside the caller's transaction (placing an order, a payment link, a retry).
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { env } from '@/platform/config/env';
import type { Db } from '@/platform/db/client';
import { returnUrlOf } from './return-url';
import { offersProviderMethod } from './offers-provider-method';
import { providerFor } from './payment-providers';
import type { PaymentProvider } from './payment-provider';
import { paymentAttempts } from './payment.schema';

export interface StartPaymentInput {
  purpose: 'order' | 'paylink';
  customerId: string;
  orderId: string;
  /** For purpose paylink: the link's id (its nonce). */
  paylinkId?: string;
  method: PaymentMethod;
  /** Minor units in the shop's currency, computed by the server. */
  amount: number;
  /** A path of this shop (with locale prefix) the shopper returns to; `attempt=<id>` is added to its query. */
  returnPath: string;
}

export interface StartedPayment {
  attemptId: string;
  redirectUrl: string;
}

/** Only a path on this shop: never another host (no open redirect through the provider). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * Inserts a pending attempt and returns where the shopper pays. Earlier pending attempts of the same order are
 * superseded ('expired'), so only the newest one can still be paid. Programming errors (a method the provider does
 * not take, a non-positive amount, a foreign return path) throw: callers pass server values only.
 */
export async function startPayment(
  db: Db,
  shop: ShopContext,
  input: StartPaymentInput,
  provider: PaymentProvider | null = providerFor(shop.tenant.key),
): Promise<StartedPayment> {
  if (!provider) throw new Error(`no payment provider configured for ${shop.tenant.key}`);
  if (!offersProviderMethod(shop, input.method))
    throw new Error(`not a provider method here: ${input.method}`);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error(`bad amount: ${input.amount}`);
  if (!isLocalPath(input.returnPath)) throw new Error('returnPath must be a path of this shop');
  if (input.purpose === 'paylink' && !input.paylinkId)
    throw new Error('a paylink payment needs its paylinkId');

  const now = shop.now();
  const attemptId = randomUUID();
  const created = await provider.createPayment({
    attemptId,
    tenant: shop.tenant.key,
    locale: shop.locale,
    method: input.method,
    amount: input.amount,
    currency: shop.currency,
    returnUrl: `${tenantBaseUrl(shop.tenant.key, env().TENANT_BASE_URLS, env().PUBLIC_PORT ?? env().PORT)}${returnUrlOf({ attemptId, returnPath: input.returnPath })}`,
  });
  await db
    .update(paymentAttempts)
    .set({ status: 'expired', settledAt: now })
    .where(
      and(
        eq(paymentAttempts.tenantId, shop.tenant.key),
        eq(paymentAttempts.orderId, input.orderId),
        eq(paymentAttempts.status, 'pending'),
      ),
    );
  await db.insert(paymentAttempts).values({
    id: attemptId,
    tenantId: shop.tenant.key,
    customerId: input.customerId,
    purpose: input.purpose,
    orderId: input.orderId,
    paylinkId: input.purpose === 'paylink' ? input.paylinkId : null,
    method: input.method,
    amount: input.amount,
    currency: shop.currency,
    status: 'pending',
    provider: provider.name,
    providerReference: created.providerReference,
    redirectUrl: created.redirectUrl,
    returnPath: input.returnPath,
    createdAt: now,
  });
  return { attemptId, redirectUrl: created.redirectUrl };
}

/**
 * The payment an order's shopper was last sent to, while it can still be paid: a repeated submission hands out this
 * same page instead of superseding it (the first answer's page must keep working).
 */
export async function pendingPaymentOf(
  db: Db,
  shop: ShopContext,
  orderId: string,
): Promise<StartedPayment | null> {
  const [row] = await db
    .select({ id: paymentAttempts.id, redirectUrl: paymentAttempts.redirectUrl })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.tenantId, shop.tenant.key),
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.purpose, 'order'),
        eq(paymentAttempts.status, 'pending'),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row?.redirectUrl ? { attemptId: row.id, redirectUrl: row.redirectUrl } : null;
}
