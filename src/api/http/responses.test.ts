import { describe, expect, it } from 'vitest';
import { addressRefusals } from '@/commerce/address-book/errors';
import { checkoutRefusals } from '@/commerce/checkout/errors';
import { contentRefusals } from '@/commerce/content/errors';
import { customerRefusals } from '@/commerce/customer/errors';
import { newsletterRefusals } from '@/commerce/newsletter/errors';
import { orderRefusals } from '@/commerce/order/errors';
import { paymentRefusals } from '@/commerce/payment/errors';
import { returnRefusals } from '@/commerce/returns/register-return';
import { reviewRefusals } from '@/commerce/reviews/errors';
import { searchRefusals } from '@/commerce/search/errors';
import { wishlistRefusals } from '@/commerce/wishlist/errors';
import type { RefusalKind } from '@/platform/http/refusal-kind';
import { privateJson, refusalResponse, statusOf } from './responses';

describe('the edge responses', () => {
  it('marks a personal answer private and never stored, keeping extra headers', () => {
    const response = privateJson({ ok: 1 }, 201, { 'referrer-policy': 'no-referrer' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers a refusal as its code and details with the status of its kind', async () => {
    const response = refusalResponse(addressRefusals, { ok: false, code: 'ADDRESS_LIMIT_REACHED', max: 20 });
    expect(response.status).toBe(409);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'ADDRESS_LIMIT_REACHED', max: 20 });
  });

  it('gives each checkout code one status, whichever endpoint answers it', () => {
    expect(statusOf(checkoutRefusals, 'CHECKOUT_METHOD_UNAVAILABLE')).toBe(422);
    expect(statusOf(checkoutRefusals, 'CHECKOUT_BASKET_EMPTY')).toBe(409);
    expect(statusOf(checkoutRefusals, 'CHECKOUT_LOGIN_REQUIRED')).toBe(401);
    expect(statusOf(checkoutRefusals, 'PARCEL_SHOP_QUERY_INVALID')).toBe(400);
    expect(statusOf(checkoutRefusals, 'PREMIUM_NOT_MEMBER')).toBe(404);
  });

  it('gives a code one kind in every context that answers it (one code, one status on every endpoint)', () => {
    const tables: Record<string, Readonly<Record<string, RefusalKind>>> = {
      addressRefusals, checkoutRefusals, contentRefusals, customerRefusals, newsletterRefusals, orderRefusals,
      paymentRefusals, returnRefusals, reviewRefusals, searchRefusals, wishlistRefusals,
    };
    const kindOf = new Map<string, { kind: string; table: string }>();
    const clashes: string[] = [];
    for (const [table, kinds] of Object.entries(tables)) {
      for (const [code, kind] of Object.entries(kinds)) {
        const seen = kindOf.get(code);
        if (seen && seen.kind !== kind) clashes.push(`${code}: ${seen.table} ${seen.kind}, ${table} ${kind}`);
        kindOf.set(code, { kind, table });
        expect(statusOf(kinds, code), code).toBeGreaterThanOrEqual(400);
      }
    }
    expect(clashes).toEqual([]);
    expect(statusOf(customerRefusals, 'CUSTOMER_NOT_ACTIVATED')).toBe(403);
    expect(statusOf(customerRefusals, 'CUSTOMER_LINK_INVALID')).toBe(410);
  });
});
