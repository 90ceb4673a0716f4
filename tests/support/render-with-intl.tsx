// Renders a client component as the shop would: with next-intl's provider and the real message catalog of a locale.
// Component tests run in happy-dom (`// @vitest-environment happy-dom` at the top of the test file).
import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { IdentityModalsProvider } from '../../src/features/identity/identity-modals';
import { ToastProvider } from '../../src/features/shared/toast/toast-provider';
import { WishlistProvider } from '../../src/features/wishlist/wishlist-provider';
import type { Locale } from '../../src/platform/i18n/locales';
import { messagesFor } from '../../src/platform/i18n/messages';

afterEach(() => cleanup());

/** The component inside the provider, for tests that also render it on the "server" (renderToString, then hydrate). */
export function withIntl(ui: ReactElement, locale: Locale = 'de-DE'): ReactElement {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      {ui}
    </NextIntlClientProvider>
  );
}

export function renderWithIntl(ui: ReactElement, locale: Locale = 'de-DE', options?: RenderOptions): RenderResult {
  return render(withIntl(ui, locale), options);
}

/**
 * As renderWithIntl, inside the providers the shop layout puts around every page (toasts, login modal): for
 * components that use them, such as the wishlist heart on tiles (and the page's wishlist, which the hearts read).
 */
export function renderInShop(ui: ReactElement, locale: Locale = 'de-DE', options?: RenderOptions): RenderResult {
  return renderWithIntl(<InShop>{ui}</InShop>, locale, options);
}

export function InShop({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <IdentityModalsProvider customerNumberLogin links={{ register: '/registrieren', account: '/mein-konto' }}>
        <WishlistProvider>{children}</WishlistProvider>
      </IdentityModalsProvider>
    </ToastProvider>
  );
}
