'use client';
// The third-party scripts (SPEC §7; decision 0035): loaded after the page is interactive (the window's load event,
// then an idle moment), each only with the consent it needs, as async script elements (never blocking).
// - tag manager: its consent groups; skipped with ?skipGTM, or when its disable option is set and ?skipPTcheck is
//   absent (the environment's skip flag leaves it out of `scripts` on the server);
// (Speed kit is not loaded here: the layout puts its async script in the head, as its vendor documents.)
// - loyalty partner's bootstrap: marketing consent, only in shops with a programme.
// Withdrawn consent: a script already running cannot be unloaded, so the next navigation is a full page load, and
// that page starts without it.
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import type { ThirdPartyScripts as Scripts } from '@/commerce/tenant/third-party';
import { acceptedCategories, consentChangedEvent } from '@/features/shared/consent/consent-categories';
import { pushEvent } from '@/features/shared/analytics/data-layer';

type Name = 'tagManager' | 'loyalty';

/** Whether the tag manager may load on this URL (the query rules of SPEC §7). */
export function tagManagerAllowed(search: string, disabled: boolean): boolean {
  const query = new URLSearchParams(search);
  if (query.has('skipGTM')) return false;
  if (disabled && !query.has('skipPTcheck')) return false;
  return true;
}

function consented(groups: readonly string[]): boolean {
  const accepted: string[] = acceptedCategories(document.cookie);
  return groups.every((g) => accepted.includes(g));
}

function wanted(scripts: Scripts, name: Name): string | undefined {
  if (name === 'tagManager') {
    const tm = scripts.tagManager;
    return tm && tagManagerAllowed(window.location.search, tm.disabled) && consented(tm.consent) ? tm.src : undefined;
  }
  if (name === 'loyalty') return scripts.loyalty && consented(scripts.loyalty.consent) ? scripts.loyalty.src : undefined;
  return undefined;
}

function inject(name: Name, src: string) {
  // The tag manager's own start entry, as its snippet writes it.
  if (name === 'tagManager') (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = name;
  script.addEventListener('error', () => console.warn(`third-party script ${name} could not load`));
  document.head.appendChild(script);
}

export function ThirdPartyScripts({ scripts }: { scripts: Pick<Scripts, Name> }) {
  const loaded = useRef(new Set<Name>());
  const withdrawn = useRef(false);
  const payload = JSON.stringify(scripts);
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const config = JSON.parse(payload) as Scripts;
    const names = (['tagManager', 'loyalty'] as const).filter((n) => config[n]);
    // After each check the page says so (`data-third-party="checked"` on <html>): monitoring and tests know the
    // loader has decided.
    const checked = () => document.documentElement.setAttribute('data-third-party', 'checked');
    if (names.length === 0) {
      checked();
      return;
    }
    let cancelled = false;
    // The consent banner announces a decision also on page load (a decision from an earlier visit), possibly before
    // the load event: nothing loads before the page is interactive and idle, whatever the order.
    let ready = false;
    const loadAllowed = () => {
      if (cancelled || !ready) return;
      for (const name of names) {
        const src = wanted(config, name);
        if (src && !loaded.current.has(name)) {
          loaded.current.add(name);
          inject(name, src);
        } else if (!src && loaded.current.has(name)) {
          withdrawn.current = true;
        }
      }
      checked();
    };
    const afterInteractive = () => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      idle(
        () => {
          ready = true;
          loadAllowed();
        },
        { timeout: 3_000 },
      );
    };
    if (document.readyState === 'complete') afterInteractive();
    else window.addEventListener('load', afterInteractive, { once: true });
    window.addEventListener(consentChangedEvent, loadAllowed);
    return () => {
      cancelled = true;
      window.removeEventListener('load', afterInteractive);
      window.removeEventListener(consentChangedEvent, loadAllowed);
    };
  }, [payload]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    // A script whose consent was withdrawn still runs in this document: the new page loads in a fresh one.
    if (withdrawn.current) {
      window.location.reload();
      return;
    }
    // No query or fragment: they can carry tokens (payment links, the withdrawal link).
    pushEvent('page_view', { page_path: pathname, page_location: window.location.origin + pathname, page_title: document.title });
  }, [pathname]);

  return null;
}
