import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, firstRequest } from '@/features/shared/client-data/fetch-spy';
import { csrfHeader } from '@/platform/http/csrf-header';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { postLogin } from './post-login';

// The data layer loads with the first event, after the call answered: here it is a spy, so no import outlives the
// test (and the login event is seen).
const dataLayer = vi.hoisted(() => ({ pushEvent: vi.fn(), userData: vi.fn(async () => ({})) }));
vi.mock('@/features/shared/analytics/data-layer', () => dataLayer);

afterEach(() => vi.restoreAllMocks());

describe('postLogin', () => {
  it('posts the values through callApi (CSRF header, JSON) and answers with the first name', async () => {
    const spy = answering(Response.json({ customer: { firstName: 'Anna' } }));
    const values = { email: 'anna@example.org', password: 'geheim123' };
    expect(await postLogin(identityPaths.login, values)).toEqual({ ok: true, firstName: 'Anna' });
    const { url, init, headers } = firstRequest(spy);
    expect(url).toBe(identityPaths.login);
    expect(init.method).toBe('POST');
    expect(headers.get(csrfHeader)).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual(values);
  });

  it('names wrong credentials with the key the form gives it (customer-number login has its own)', async () => {
    answering(Response.json({ error: 'CUSTOMER_INVALID_CREDENTIALS' }, { status: 401 }));
    expect(await postLogin(identityPaths.customerNumberLogin, {}, 'errors.invalidCustomerNumber')).toEqual({
      ok: false,
      key: 'errors.invalidCustomerNumber',
      values: {},
    });
  });

  it('tells a rate-limited shopper the minutes from the answer, and a lost answer the general message', async () => {
    answering(Response.json({ error: 'CUSTOMER_RATE_LIMITED', retryAfterSeconds: 150 }, { status: 429 }));
    expect(await postLogin(identityPaths.login, {})).toEqual({
      ok: false,
      key: 'errors.rateLimited',
      values: { minutes: 3 },
    });
    vi.restoreAllMocks();
    answering(new TypeError('offline'));
    expect(await postLogin(identityPaths.login, {})).toEqual({ ok: false, key: 'errors.general', values: {} });
  });
});
