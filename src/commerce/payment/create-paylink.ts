// Creates a payment link for an open amount of an order (an invoice, an overdue rate): the ops CLI and the
// customer service call it. Signed, expiring, and localized to the shop's locale.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { env } from '@/platform/config/env';
import { buildPath } from '@/platform/routing/router';
import { newPaylinkNonce, signPaylinkToken } from './paylink-token';

/** How long a link works unless the caller says otherwise. */
export const defaultPaylinkLifetimeDays = 14;

export interface CreatePaylinkInput {
  customerId: string;
  orderId: string;
  /** Minor units in the shop's currency; the most the link collects. */
  amount: number;
  expiresAt: Date;
}

export interface CreatedPaylink {
  token: string;
  /** Absolute: the tenant's configured base URL (never a request's Host header) + /paylink?token=… */
  url: string;
}

export function createPaylink(
  shop: ShopContext,
  input: CreatePaylinkInput,
  config: { baseUrls: Record<string, string>; port: number; secret?: string } = {
    baseUrls: env().TENANT_BASE_URLS,
    port: env().PUBLIC_PORT ?? env().PORT,
  },
): CreatedPaylink {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error(`bad amount: ${input.amount}`);
  if (input.expiresAt.getTime() <= shop.now().getTime())
    throw new Error('a payment link must expire in the future');
  const token = signPaylinkToken(
    {
      tenant: shop.tenant.key,
      customerId: input.customerId,
      orderId: input.orderId,
      amount: input.amount,
      currency: shop.currency,
      exp: Math.floor(input.expiresAt.getTime() / 1000),
      nonce: newPaylinkNonce(),
    },
    config.secret,
  );
  const base = tenantBaseUrl(shop.tenant.key, config.baseUrls, config.port);
  const path = buildPath('/paylink', shop.locale, shop.tenant.locales);
  return { token, url: `${base}${path}?${new URLSearchParams({ token }).toString()}` };
}
