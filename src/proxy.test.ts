import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { colourModeScript } from '@/features/shared/colour-mode/colour-mode';
import { consentStateScript } from '@/features/shared/consent/consent-state-script';
import { scriptHash } from '@/platform/http/content-security-policy';
import { contextHeaders } from '@/platform/http/request-context';
import { afterFirstPaintLoader } from '@/platform/http/scripts-after-first-paint';
import { proxy } from './proxy';

const call = (url: string, headers: Record<string, string> = {}) => {
  const host = new URL(url).host;
  return proxy(new NextRequest(url, { headers: { host, ...headers } }));
};
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};
/** The request headers the proxy hands on to the page (Next.js carries them as x-middleware-request-*). */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('proxy', () => {
  it('rewrites a localized slug to the internal route of tenant and locale', () => {
    expect(rewrittenTo(call('http://ch.localhost:3000/fr/panier'))).toBe('/ch/fr-CH/basket');
    expect(rewrittenTo(call('http://localhost:3000/mein-konto/meine-zahltermine'))).toBe('/de/de-DE/account/payment-dates');
    expect(rewrittenTo(call('http://nl.localhost:3000/'))).toBe('/nl/nl-NL');
  });

  it('sends plain category URLs to the cacheable listing and filtered ones to the dynamic one', () => {
    expect(rewrittenTo(call('http://localhost:3000/c/damen/schuhe'))).toBe('/de/de-DE/category-static/damen/schuhe');
    expect(rewrittenTo(call('http://localhost:3000/c/damen/schuhe?sort=price-asc'))).toBe('/de/de-DE/category/damen/schuhe');
  });

  it('sends CMS paths to the content page', () => {
    expect(rewrittenTo(call('http://at.localhost:3000/service-hilfe/agb'))).toBe('/at/de-AT/content/service-hilfe/agb');
  });

  it('answers unknown paths and foreign locale prefixes with the localized 404 route', () => {
    expect(rewrittenTo(call('http://nl.localhost:3000/bestaat-niet'))).toBe('/nl/nl-NL/unknown-page');
    expect(rewrittenTo(call('http://localhost:3000/nl/winkelmand'))).toBe('/de/de-DE/unknown-page');
  });

  it('serves the default tenant on an unknown host', () => {
    expect(rewrittenTo(call('http://shop.evil.example/warenkorb'))).toBe('/de/de-DE/basket');
  });

  it('redirects ?lang= and the default-language prefix to the canonical URL on the same host', () => {
    const lang = call('http://ch.localhost:3000/warenkorb?lang=fr&x=1');
    expect(lang.status).toBe(307);
    expect(lang.headers.get('location')).toBe('http://ch.localhost:3000/fr/panier?x=1');
    const prefixed = call('http://ch.localhost:3000/de/warenkorb');
    expect(prefixed.status).toBe(308);
    expect(prefixed.headers.get('location')).toBe('http://ch.localhost:3000/warenkorb');
  });

  it('never redirects to the host a request names when it is not the tenant’s', () => {
    const forged = call('http://evil.example/warenkorb?lang=de', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(forged.status).toBe(307);
    expect(forged.headers.get('location')).toBe('http://localhost/warenkorb');
    const legacy = call('http://evil.example:3000/account/addresses');
    expect(legacy.headers.get('location')).toBe('http://localhost:3000/mein-konto/mein-adressbuch');
  });

  it('ignores a malformed lang value and renders the default locale', () => {
    expect(rewrittenTo(call('http://ch.localhost:3000/?lang=%3Cscript%3E'))).toBe('/ch/de-CH');
  });

  it('redirects the legacy paths the texts mention', () => {
    const legacy = call('http://nl.localhost:3000/account/addresses');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('http://nl.localhost:3000/mijn-account/mijn-adresboek');
  });

  it('refuses an over-long URL with 414', () => {
    expect(call(`http://localhost:3000/s?q=${'a'.repeat(5000)}`).status).toBe(414);
  });

  it('overwrites client-sent context headers with its own', () => {
    const response = call('http://at.localhost:3000/', { [contextHeaders.tenant]: 'ch', [contextHeaders.locale]: 'fr-CH' });
    expect(forwarded(response, contextHeaders.tenant)).toBe('at');
    expect(forwarded(response, contextHeaders.locale)).toBe('de-AT');
  });

  it('answers a page’s API calls in the language of that page, never of another site', () => {
    const fromFrench = call('http://ch.localhost:3000/api/gateway', { referer: 'http://ch.localhost:3000/fr/panier' });
    expect(forwarded(fromFrench, contextHeaders.locale)).toBe('fr-CH');
    const foreign = call('http://ch.localhost:3000/api/gateway', { referer: 'http://evil.example/fr/x' });
    expect(forwarded(foreign, contextHeaders.locale)).toBe('de-CH');
  });

  it('gives API requests the context headers without rewriting them', () => {
    const response = call('http://ch.localhost:3000/api/search/searchv2?q=x&lang=fr');
    expect(rewrittenTo(response)).toBeNull();
    expect(forwarded(response, contextHeaders.locale)).toBe('fr-CH');
    expect(forwarded(response, contextHeaders.requestId)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Content-Security-Policy (decision 0035)', () => {
  const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

  it('gives a page rendered per request a fresh nonce, also in the request header Next reads it from', () => {
    const first = call('http://localhost:3000/kasse');
    const second = call('http://localhost:3000/kasse');
    const nonce = /'nonce-([^']+)'/.exec(policyOf(first))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(policyOf(second)).not.toContain(nonce);
    expect(forwarded(first, 'content-security-policy')).toBe(policyOf(first));
    expect(policyOf(first)).not.toContain('unsafe-inline\' https');
    expect(/script-src ([^;]*)/.exec(policyOf(first))?.[1]).not.toContain('unsafe-inline');
    expect(policyOf(first)).toContain("object-src 'none'");
    // The layouts' fixed inline scripts and the start script's loader of the chunks run by their hashes, without it.
    for (const fixed of [colourModeScript, consentStateScript, afterFirstPaintLoader])
      expect(/script-src ([^;]*)/.exec(policyOf(first))?.[1]).toContain(scriptHash(fixed));
  });

  it('gives a cached page the policy without a nonce (its inline scripts are the same for everyone)', () => {
    const policy = policyOf(call('http://localhost:3000/warenkorb'));
    expect(policy).not.toContain('nonce-');
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain("'unsafe-inline'");
  });

  it('knows which pages are rendered per request: every force-dynamic page gets a nonce, no cached one does', async () => {
    const { readdirSync, readFileSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { perRequestPages } = await import('./proxy');
    const root = 'src/app/[tenant]';
    const pages = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('page.tsx'));
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const dir = path.dirname(file);
      const internal = `/de/de-DE/${dir.replace(/^\(bare\)\//, '').replace(/^\[locale\]\/?/, '')}`.replace(/\/$/, '');
      // The page's own export or that of a layout above it.
      const chain = dir.split('/').map((_, i, parts) => path.join(root, ...parts.slice(0, i + 1)));
      const exports = chain.flatMap((d) =>
        ['page.tsx', 'layout.tsx'].map((f) => path.join(d, f)).filter((f) => existsSync(f)).map((f) => readFileSync(f, 'utf8')),
      );
      const own = readFileSync(path.join(root, file), 'utf8');
      if (exports.some((s) => s.includes("export const dynamic = 'force-dynamic'")))
        expect(perRequestPages.test(internal), `${file} is rendered per request`).toBe(true);
      else if (own.includes('export const revalidate') || !/searchParams/.test(own))
        expect(perRequestPages.test(internal), `${file} is served from the cache`).toBe(false);
    }
  });

  describe('content preview (decision 0045)', () => {
    const draft = '__prerender_bypass=build-id';
    it('lets Next’s draft mode reach a page only beside the preview cookie, and marks the answer private', () => {
      const previewing = call('http://localhost:3000/service-hilfe', { cookie: `sf_consent=1; ${draft}; sf_preview=token` });
      expect(forwarded(previewing, 'cookie')).toBe(`sf_consent=1; ${draft}; sf_preview=token`);
      expect(previewing.headers.get('cache-control')).toBe('private, no-store');

      const expired = call('http://localhost:3000/service-hilfe', { cookie: `sf_consent=1; ${draft}` });
      expect(forwarded(expired, 'cookie')).toBe('sf_consent=1');
      expect(expired.headers.get('cache-control')).toBeNull();
      expect(call('http://localhost:3000/service-hilfe').headers.get('cache-control')).toBeNull();
    });

    it('never lets draft mode reach an API route but the preview’s own', () => {
      const api = call('http://localhost:3000/api/servicelayer?identifier=versand', { cookie: `${draft}; sf_preview=token` });
      expect(forwarded(api, 'cookie')).toBe('sf_preview=token');
      const end = call('http://localhost:3000/api/preview/end', { cookie: `${draft}; sf_preview=token` });
      expect(forwarded(end, 'cookie')).toBe(`${draft}; sf_preview=token`);
    });
  });
});
