import { describe, expect, it } from 'vitest';
import { addressRefusals } from '@/commerce/address-book/errors';
import { checkoutRefusals } from '@/commerce/checkout/errors';
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
});
