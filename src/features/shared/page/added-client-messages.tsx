'use client';
// next-intl's provider replaces the messages of the provider above it, so a page that gave its client components
// their namespaces had to send again the ones the layout already sends (toast, errors, wishlist …) — twice in the
// RSC payload and twice in the HTML that carries it. This provider adds the page's namespaces to those above it, so
// each namespace travels once per page (issue 22: the bytes of a first render are most of its time).
import { NextIntlClientProvider, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { deepMerge, type Tree } from '@/platform/i18n/message-catalog';

export function AddedClientMessages({ locale, messages, children }: { locale: string; messages: Tree; children: ReactNode }) {
  const inherited = useMessages() as unknown as Tree;
  const merged = useMemo(() => deepMerge(inherited, messages), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged as never}>
      {children}
    </NextIntlClientProvider>
  );
}
