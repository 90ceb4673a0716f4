import { describe, expect, it } from 'vitest';
import { devSecrets, EnvError, parseEnv } from './env';

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

  it('runs on the development payment secrets locally, also as a production build on localhost', () => {
    expect(parseEnv({}).PAYMENT_PROVIDER_SECRET).toBe(devSecrets.PAYMENT_PROVIDER_SECRET);
    expect(parseEnv({ NODE_ENV: 'production' }).PAYLINK_SECRET).toBe(devSecrets.PAYLINK_SECRET);
  });

  it('refuses a deployment with public hosts that keeps the development payment secrets', () => {
    const deployment = { NODE_ENV: 'production', TENANT_BASE_URLS: 'de=https://www.example.de' };
    expect(() => parseEnv(deployment)).toThrowError(/PAYMENT_PROVIDER_SECRET must be set in production/);
    expect(() => parseEnv({ ...deployment, PAYMENT_PROVIDER_SECRET: 'p'.repeat(40) })).toThrowError(/PAYLINK_SECRET/);
    const own = parseEnv({ ...deployment, PAYMENT_PROVIDER_SECRET: 'p'.repeat(40), PAYLINK_SECRET: 'l'.repeat(40) });
    expect(own.PAYLINK_SECRET).toBe('l'.repeat(40));
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
