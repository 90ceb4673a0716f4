import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { AddToBasketDocument } from './generated/add-to-basket';
import { BasketCountDocument } from './generated/basket-count';
import { configureGateway, requestGateway } from './gateway-request';
import { answering, firstRequest } from './fetch-spy';

afterEach(() => configureGateway('/api/gateway'));

describe('requestGateway', () => {
  it('asks a query as a GET with the document in the URL, and returns its data', async () => {
    const spy = answering(Response.json({ data: { basket: { count: 3 } } }));
    const answer = await requestGateway(BasketCountDocument, {});
    expect(answer).toEqual({ ok: true, data: { basket: { count: 3 } } });
    const { url, init, headers } = firstRequest(spy);
    expect(init.method ?? 'GET').toBe('GET');
    expect(new URL(url, 'http://x').searchParams.get('query')).toBe(String(BasketCountDocument));
    expect(headers.get(csrfHeader)).toBe('1');
  });

  it('sends a mutation as a JSON POST with its variables and the CSRF header, to the configured gateway', async () => {
    configureGateway('https://api.example.test/gateway');
    const spy = answering(Response.json({ data: { addToBasket: { count: 1 } } }));
    await requestGateway(AddToBasketDocument, { variantSku: '1000001-01', quantity: 2 });
    const { url, init, headers } = firstRequest(spy);
    expect(url).toBe('https://api.example.test/gateway');
    expect(init.method).toBe('POST');
    expect(headers.get(csrfHeader)).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual({
      query: String(AddToBasketDocument),
      variables: { variantSku: '1000001-01', quantity: 2 },
    });
  });

  it('hands back the GraphQL errors of a refusal, and tells a lost answer apart', async () => {
    const refusal = { message: 'x', extensions: { code: 'BASKET_OUT_OF_STOCK', available: 1 } };
    answering(Response.json({ data: null, errors: [refusal] }));
    expect(await requestGateway(AddToBasketDocument, { variantSku: 'a', quantity: 1 })).toEqual({
      ok: false,
      network: false,
      errors: [refusal],
    });
    vi.restoreAllMocks();
    answering(new TypeError('Failed to fetch'));
    expect(await requestGateway(AddToBasketDocument, { variantSku: 'a', quantity: 1 })).toEqual({
      ok: false,
      network: true,
      errors: [],
    });
  });
});
