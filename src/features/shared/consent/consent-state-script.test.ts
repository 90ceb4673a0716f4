// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { identityCookies } from '@/platform/auth/login-state';
import { consentDecidedAttribute, consentStateScript } from './consent-state-script';

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};
const run = () => {
  new Function(consentStateScript)();
  return document.documentElement.hasAttribute(consentDecidedAttribute);
};

describe('the consent state script (runs in the head, before the first paint)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(consentDecidedAttribute);
    for (const name of [identityCookies.consent, 'x_sf_consent'])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('marks a visitor whose cookie holds a decision, so the banner never paints for them', () => {
    setCookie(identityCookies.consent, encodeURIComponent(JSON.stringify({ consentId: 'a-b', categories: ['C0001'] })));
    expect(run()).toBe(true);
  });

  it('leaves the banner for a first visit, a cookie without a consent id, a broken cookie or a look-alike name', () => {
    expect(run()).toBe(false);
    setCookie('x_sf_consent', encodeURIComponent(JSON.stringify({ consentId: 'a' })));
    expect(run()).toBe(false);
    setCookie(identityCookies.consent, encodeURIComponent(JSON.stringify({ categories: ['C0001'] })));
    expect(run()).toBe(false);
    setCookie(identityCookies.consent, '%7Bnot-json');
    expect(run()).toBe(false);
  });
});
