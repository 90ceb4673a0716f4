// A consent decision as the banner (vanilla-cookieconsent) stores it, so a test can start with the banner answered.
import { randomUUID } from 'node:crypto';
import { shops } from './shops';

export function consentCookies(categories: string[] = ['C0001']) {
  const now = new Date().toISOString();
  const value = encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: now,
      consentId: randomUUID(),
      services: { C0001: [], C0002: [], C0003: [], C0004: [] },
      lastConsentTimestamp: now,
    }),
  );
  const origins = [...new Set(shops.map((s) => s.origin))];
  return origins.map((url) => ({
    name: 'sf_consent',
    value,
    url,
    sameSite: 'Lax' as const,
    expires: Math.floor(Date.now() / 1000) + 86_400,
  }));
}
