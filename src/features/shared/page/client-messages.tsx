import 'server-only';
// Gives the client components below it the message namespaces they read, and only those: the root layout sends
// the shell's; a page adds its features' without making every other page carry them.
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/platform/i18n/locales';
import { messagesFor, type Messages } from '@/platform/i18n/messages';

export function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const messages = messagesFor(locale);
  return (
    <NextIntlClientProvider locale={locale} messages={Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
