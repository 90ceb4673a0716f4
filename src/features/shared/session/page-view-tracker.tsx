'use client';
// Keeps the page-view cookie in step with the pathname, once the shopper consented to statistics (C0002);
// without that consent nothing is stored.
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { identityCookies } from '@/platform/auth/login-state';
import { writeBrowserCookie } from '@/platform/http/cookie-header';
import { useConsent } from '@/features/shared/consent/use-consent';
import { pageViewIds } from './page-view-id';

export function PageViewTracker({ initial }: { initial?: string }) {
  const pathname = usePathname() ?? '/';
  const statistics = useConsent('C0002');
  const [ids] = useState(() => pageViewIds(initial));
  const id = ids.idFor(pathname);
  useEffect(() => {
    if (statistics) writeBrowserCookie(identityCookies.pageView, id);
    else if (document.cookie.includes(`${identityCookies.pageView}=`))
      writeBrowserCookie(identityCookies.pageView, '', 0);
  }, [id, statistics]);
  return null;
}
