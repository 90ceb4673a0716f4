import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, nonceOf, scriptHash } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `))?.slice(name.length + 1).split(' ') ?? [];

describe('Content-Security-Policy', () => {
  const thirdParty = ['https://gtm.example', 'https://loyalty.example'];

  it('with a nonce: scripts from the shop, the nonce, the fixed hashes and exactly the configured origins', () => {
    const nonce = newNonce();
    const policy = contentSecurityPolicy({ nonce, thirdParty, inlineHashes: [scriptHash('x()')] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`, scriptHash('x()'), ...thirdParty]);
    expect(nonceOf(policy)).toBe(nonce);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...thirdParty]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('without a nonce (a cached page): inline allowed, no hash that would switch it off', () => {
    const policy = contentSecurityPolicy({ thirdParty: [], inlineHashes: [scriptHash('x()')] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('nonces are fresh and hashes are CSP’s sha256 form', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('development allows eval and the dev server’s websocket', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', thirdParty: [], inlineHashes: [], development: true });
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(policy, 'connect-src')).toContain('ws:');
  });
});
