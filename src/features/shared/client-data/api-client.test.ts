import { describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { callApi } from './api-client';
import { answering, firstRequest } from './fetch-spy';

describe('callApi', () => {
  it('sends a change as JSON with the CSRF header, and returns the body of an OK answer', async () => {
    const spy = answering(Response.json({ nextStep: 'payment' }));
    const answer = await callApi('PUT', '/api/checkout/delivery', { addressId: 'a-1' });
    expect(answer).toEqual({ ok: true, status: 200, body: { nextStep: 'payment' } });
    const { init, headers } = firstRequest(spy);
    expect(init.method).toBe('PUT');
    expect(headers.get(csrfHeader)).toBe('1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ addressId: 'a-1' });
  });

  it('sends a GET without CSRF header or body', async () => {
    const spy = answering(Response.json({}));
    await callApi('GET', '/api/orders/withdrawal?token=t');
    const { init, headers } = firstRequest(spy);
    expect(headers.has(csrfHeader)).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('gives a refusal back as its code, field codes and details, never as an exception', async () => {
    answering(Response.json({ error: 'ADDRESS_INVALID', fields: { postalCode: 'POSTAL_CODE' } }, { status: 422 }));
    expect(await callApi('POST', '/api/customer/addresses', {})).toEqual({
      ok: false,
      status: 422,
      error: 'ADDRESS_INVALID',
      fields: { postalCode: 'POSTAL_CODE' },
      details: { error: 'ADDRESS_INVALID', fields: { postalCode: 'POSTAL_CODE' } },
    });
  });

  it('names a refusal without a code UNKNOWN, and a lost answer NETWORK', async () => {
    answering(new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await callApi('POST', '/api/paylink/pay', {})).toMatchObject({ ok: false, status: 502, error: 'UNKNOWN' });
    vi.restoreAllMocks();
    answering(new TypeError('Failed to fetch'));
    expect(await callApi('POST', '/api/paylink/pay', {})).toEqual({ ok: false, status: 0, error: 'NETWORK', details: {} });
  });

  it('lets a call outlive the page when asked (search history before a navigation)', async () => {
    const spy = answering(Response.json({ terms: [] }));
    await callApi('POST', '/api/search/searchhistory/v1?lang=de', { term: 'sofa' }, { keepalive: true });
    expect(firstRequest(spy).init.keepalive).toBe(true);
  });
});
