'use client';
// Everything the shop's pages need for identity on the client: the session, the login and forgot-password modals,
// the page-view identifier and the consent-bound cc cookie.
import type { ReactNode } from 'react';
import { ConsentSync } from '@/features/shared/consent/consent-sync';
import { PageViewTracker } from '@/features/shared/session/page-view-tracker';
import { SessionProvider } from '@/features/shared/session/session-provider';
import { IdentityModalsProvider, type IdentityLinks } from './identity-modals';

export function IdentityRoot({
  children,
  customerNumberLogin,
  links,
}: {
  children: ReactNode;
  customerNumberLogin: boolean;
  links: IdentityLinks;
}) {
  return (
    <SessionProvider>
      <IdentityModalsProvider customerNumberLogin={customerNumberLogin} links={links}>
        <PageViewTracker />
        <ConsentSync />
        {children}
      </IdentityModalsProvider>
    </SessionProvider>
  );
}
