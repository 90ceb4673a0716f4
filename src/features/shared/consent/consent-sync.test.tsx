// @vitest-environment happy-dom
import { act, render, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/features/shared/session/session-provider';
import { PageViewTracker } from '@/features/shared/session/page-view-tracker';
import { consentChangedEvent } from './consent-categories';
import { ConsentSync } from './consent-sync';

vi.mock('next/navigation', () => ({ usePathname: () => '/warenkorb' }));

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (cc?: string) => `${b64({ alg: 'HS256' })}.${b64({ type: cc ? 2 : 0, cc, exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;

function clearCookies() {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}
const cookieNames = () => document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean).sort();
const decide = (categories: string[]) =>
  act(() => {
    document.cookie = `sf_consent=${encodeURIComponent(JSON.stringify({ consentId: 'x', categories }))}; Path=/`;
    window.dispatchEvent(new Event(consentChangedEvent));
  });

let cc: string | undefined;
beforeEach(() => {
  clearCookies();
  cc = 'Zq3vL0pX8bM2nR5tW7yA1c';
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ token: token(cc) })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mount() {
  render(
    <SessionProvider>
      <ConsentSync />
      <PageViewTracker />
    </SessionProvider>,
  );
  await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('cookies that need consent', () => {
  it('stores neither the cc value nor the page-view id before a decision', async () => {
    await mount();
    expect(cookieNames()).toEqual([]);
  });

  it('stores the cc value with marketing consent (C0004) and the page-view id with statistics (C0002)', async () => {
    await mount();
    await decide(['C0001', 'C0002', 'C0003', 'C0004']);
    expect(document.cookie).toContain(`sf_cc=${cc}`);
    expect(document.cookie).toMatch(/sf_pvid=[0-9a-f-]{36}/);
  });

  it('stores nothing of the kind after "reject all", and removes both when consent is withdrawn', async () => {
    await mount();
    await decide(['C0001']);
    expect(cookieNames()).toEqual(['sf_consent']);
    await decide(['C0001', 'C0002', 'C0004']);
    expect(cookieNames()).toEqual(['sf_cc', 'sf_consent', 'sf_pvid']);
    await decide(['C0001']);
    expect(cookieNames()).toEqual(['sf_consent']);
  });

  it('stores no cc value for an anonymous visitor, consent or not', async () => {
    cc = undefined;
    await mount();
    await decide(['C0001', 'C0004']);
    expect(cookieNames()).toEqual(['sf_consent']);
  });
});
