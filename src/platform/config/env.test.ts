import { describe, expect, it } from 'vitest';
import { devSecrets, EnvError, parseEnv, paymentTestShops } from './env';

describe('parseEnv', () => {
  it('fills the documented defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.CONTENT_DIR).toBe('./content');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GATEWAY_URL).toBe('/api/gateway');
  });

  it('names the variable and the bad value when PORT is not a port', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrowError(EnvError);
    try {
      parseEnv({ PORT: '70000' });
    } catch (error) {
      expect((error as EnvError).message).toContain('PORT');
      expect((error as EnvError).message).toContain('70000');
    }
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/test' })).toThrowError(/DATABASE_URL must start with postgres/);
  });

  it('reads the pool size as a whole number of connections and refuses none', () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(parseEnv({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrowError(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: 'many' })).toThrowError(/DATABASE_POOL_SIZE/);
  });

  it('treats an empty optional URL as unset', () => {
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('parses production base URLs per tenant and refuses a malformed pair', () => {
    expect(parseEnv({ TENANT_BASE_URLS: 'de=https://www.example.de/, nl=https://www.example.nl' }).TENANT_BASE_URLS).toEqual({
      de: 'https://www.example.de',
      nl: 'https://www.example.nl',
    });
    expect(() => parseEnv({ TENANT_BASE_URLS: 'de' })).toThrowError(/TENANT_BASE_URLS/);
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR blocks and names a bad entry', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '::1/129'])
      expect(() => parseEnv({ TRUSTED_PROXIES: bad }), bad).toThrowError(/TRUSTED_PROXIES expects addresses or CIDR/);
  });

  it('runs on the development payment secrets and the test provider for every shop outside production', () => {
    const local = parseEnv({});
    expect(local.PAYMENT_PROVIDER_SECRET).toBe(devSecrets.PAYMENT_PROVIDER_SECRET);
    expect(local.PAYMENT_PROVIDER).toBe('test');
    expect(paymentTestShops(local)).toBe('all');
    expect(paymentTestShops(parseEnv({ NODE_ENV: 'test' }))).toBe('all');
  });

  const own = { PAYMENT_PROVIDER_SECRET: 'p'.repeat(40), PAYLINK_SECRET: 'l'.repeat(40) };
  const adyen = {
    PAYMENT_PROVIDER: 'adyen',
    ADYEN_API_KEY: 'AQE-key-from-the-customer-area',
    ADYEN_MERCHANT_ACCOUNT: 'LindenbergECOM',
    ADYEN_HMAC_KEY: 'ab'.repeat(32),
  };

  it('refuses to start a production build on a development secret, on localhost too', () => {
    // The old rule let a production build on localhost (no TENANT_BASE_URLS) run on the public development secrets.
    expect(() => parseEnv({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'all' })).toThrowError(
      /PAYMENT_PROVIDER_SECRET must be set when NODE_ENV=production/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', ...adyen })).toThrowError(/PAYLINK_SECRET must be set/);
    const deployment = { NODE_ENV: 'production', TENANT_BASE_URLS: 'de=https://www.example.de', ...adyen };
    expect(() => parseEnv({ ...deployment, PAYLINK_SECRET: 'l'.repeat(40) })).not.toThrow();
    // With the test provider off, its secret is not used, so it need not be set.
    expect(parseEnv({ ...deployment, PAYLINK_SECRET: 'l'.repeat(40) }).PAYLINK_SECRET).toBe('l'.repeat(40));
  });

  it('allows the test clock header only outside production or in a demo whose every payment is simulated', () => {
    expect(parseEnv({}).TEST_CLOCK_HEADER).toBe(false);
    expect(parseEnv({ TEST_CLOCK_HEADER: 'on' }).TEST_CLOCK_HEADER).toBe(true);
    const real = { NODE_ENV: 'production', ...adyen, PAYLINK_SECRET: 'l'.repeat(40), TEST_CLOCK_HEADER: 'on' };
    expect(() => parseEnv(real)).toThrowError(/TEST_CLOCK_HEADER may only be on in production for a demo/);
    expect(() => parseEnv({ ...real, PAYMENT_TEST_MODE: 'de' })).toThrowError(/TEST_CLOCK_HEADER/);
    expect(parseEnv({ ...own, NODE_ENV: 'production', PAYMENT_TEST_MODE: 'all', TEST_CLOCK_HEADER: 'on' }).TEST_CLOCK_HEADER).toBe(true);
  });

  it('turns the test provider off in production: it must be named for a demo shop, or a real provider set', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ...own })).toThrowError(
      /PAYMENT_PROVIDER is "test", which takes no real payments/,
    );
    expect(paymentTestShops(parseEnv({ NODE_ENV: 'production', ...own, ...adyen }))).toEqual([]);
    expect(paymentTestShops(parseEnv({ NODE_ENV: 'production', ...own, PAYMENT_TEST_MODE: 'de,at, ch,nl' }))).toEqual([
      'de',
      'at',
      'ch',
      'nl',
    ]);
    expect(paymentTestShops(parseEnv({ NODE_ENV: 'production', ...own, PAYMENT_TEST_MODE: 'true' }))).toBe('all');
    // A real provider beside a demo shop.
    expect(paymentTestShops(parseEnv({ NODE_ENV: 'production', ...own, ...adyen, PAYMENT_TEST_MODE: 'nl' }))).toEqual(['nl']);
    // Off on request outside production too.
    expect(paymentTestShops(parseEnv({ ...adyen, PAYMENT_TEST_MODE: 'none' }))).toEqual([]);
    expect(paymentTestShops(parseEnv({ ...adyen }))).toEqual([]);
    expect(() => parseEnv({ PAYMENT_TEST_MODE: 'deutschland' })).toThrowError(/PAYMENT_TEST_MODE expects all, none/);
  });

  it('checks the payment rules when the shop starts, not while Next.js builds it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
  });

  it('needs Adyen\'s key, merchant account and HMAC key for PAYMENT_PROVIDER=adyen, without echoing them', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'adyen' })).toThrowError(/ADYEN_API_KEY must be set when PAYMENT_PROVIDER=adyen/);
    expect(() => parseEnv({ ...adyen, ADYEN_MERCHANT_ACCOUNT: '' })).toThrowError(/ADYEN_MERCHANT_ACCOUNT must be set/);
    expect(() => parseEnv({ ...adyen, ADYEN_ENVIRONMENT: 'live' })).toThrowError(/ADYEN_LIVE_URL_PREFIX must be set/);
    try {
      parseEnv({ ...adyen, ADYEN_HMAC_KEY: 'not-hex-secret-value' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).message).toContain('ADYEN_HMAC_KEY must be the hex HMAC key');
      expect((error as EnvError).message).not.toContain('not-hex-secret-value');
    }
    expect(parseEnv({ ...adyen, ADYEN_API_BASE_URL: 'http://127.0.0.1:4010' }).ADYEN_API_BASE_URL).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('refuses a short secret without echoing it', () => {
    try {
      parseEnv({ PAYLINK_SECRET: 'hunter2' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).message).toContain('PAYLINK_SECRET must be at least 32 characters');
      expect((error as EnvError).message).not.toContain('hunter2');
    }
  });
});
