'use client';
// SPEC §3: with marketing consent (C0004) the session token's `cc` value is stored in its cookie; without it, or
// when it is withdrawn, the cookie goes.
import { useEffect } from 'react';
import { identityCookies } from '@/platform/auth/login-state';
import { parseCookies, writeBrowserCookie } from '@/platform/http/cookie-header';
import { useSession } from '@/features/shared/session/session-provider';
import { consentCookieDays } from './consent-categories';
import { useConsent } from './use-consent';

export function ConsentSync() {
  const marketing = useConsent('C0004');
  const { cc, status } = useSession();
  useEffect(() => {
    if (status === 'pending') return;
    const stored = parseCookies(document.cookie)[identityCookies.cc];
    if (marketing && cc) {
      if (stored !== cc) writeBrowserCookie(identityCookies.cc, cc, consentCookieDays * 86_400);
    } else if (stored !== undefined) {
      writeBrowserCookie(identityCookies.cc, '', 0);
    }
  }, [marketing, cc, status]);
  return null;
}
