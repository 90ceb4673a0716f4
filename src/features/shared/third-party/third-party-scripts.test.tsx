// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentChangedEvent } from '@/features/shared/consent/consent-categories';
import { tagManagerAllowed, ThirdPartyScripts } from './third-party-scripts';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const scripts = {
  tagManager: { src: 'https://gtm.example/gtm.js?id=GTM-ABC123&l=dataLayer', containerId: 'GTM-ABC123', consent: ['C0002', 'C0004'] as ('C0002' | 'C0004')[], disabled: false },
  loyalty: { src: 'https://loyalty.example/bootstrap.js', programme: 'payback' as const, consent: ['C0004'] as 'C0004'[] },
};
const injected = () => [...document.head.querySelectorAll('script[data-third-party]')].map((s) => (s as HTMLScriptElement).dataset.thirdParty);
const decide = (categories: string[]) =>
  act(() => {
    document.cookie = `sf_consent=${encodeURIComponent(JSON.stringify({ consentId: 'x', categories }))}; Path=/`;
    window.dispatchEvent(new Event(consentChangedEvent));
  });
const idle = () => act(() => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
});
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.cookie = 'sf_consent=; Max-Age=0; Path=/';
  delete window.dataLayer;
});

describe('third-party scripts', () => {
  it('loads nothing before consent, then each script once the groups it needs are accepted, async', async () => {
    render(<ThirdPartyScripts scripts={scripts} />);
    await idle();
    expect(injected()).toEqual([]);
    await decide(['C0001', 'C0002']);
    expect(injected()).toEqual([]);
    await decide(['C0001', 'C0002', 'C0004']);
    expect(injected()).toEqual(['tagManager', 'loyalty']);
    expect((document.head.querySelector('script[data-third-party]') as HTMLScriptElement).async).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    await decide(['C0001', 'C0002', 'C0004']);
    expect(injected()).toEqual(['tagManager', 'loyalty']);
  });

  it('waits for the load event when the page is still loading', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    document.cookie = `sf_consent=${encodeURIComponent(JSON.stringify({ consentId: 'x', categories: ['C0001', 'C0002', 'C0004'] }))}; Path=/`;
    render(<ThirdPartyScripts scripts={scripts} />);
    await idle();
    expect(injected()).toEqual([]);
    // The banner announces an earlier decision on page load, possibly before the load event: still nothing.
    await act(() => window.dispatchEvent(new Event(consentChangedEvent)));
    expect(injected()).toEqual([]);
    await act(() => window.dispatchEvent(new Event('load')));
    await idle();
    expect(injected()).toEqual(['tagManager', 'loyalty']);
  });

  it('follows the query rules of SPEC §7', () => {
    expect(tagManagerAllowed('', false)).toBe(true);
    expect(tagManagerAllowed('?skipGTM', false)).toBe(false);
    expect(tagManagerAllowed('?skipGTM=1&skipPTcheck', true)).toBe(false);
    expect(tagManagerAllowed('', true)).toBe(false);
    expect(tagManagerAllowed('?skipPTcheck', true)).toBe(true);
  });
});
