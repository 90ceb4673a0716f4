'use client';
// The footer's "subscribe to the newsletter" link. It is a plain link to the sign-up page (which works without
// JavaScript); in the browser it opens the slide-in sheet instead — for itself and for every teaser or banner that
// links the sign-up page (their ?areaKey= says where the sign-up started). The sheet's code loads on first use.
import { useEffect, useState } from 'react';
import { clientOnly } from '@/features/shared/lazy/client-only';
import type { SheetLabels } from './newsletter-sheet';

const NewsletterSheet = clientOnly(() => import('./newsletter-sheet').then((m) => m.NewsletterSheet));

export function NewsletterSheetLink({
  href,
  label,
  lang,
  locale,
  labels,
}: {
  href: string;
  label: string;
  lang: string;
  locale: string;
  labels: SheetLabels;
}) {
  const [areaKey, setAreaKey] = useState<string | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin) return;
      // On the sign-up page itself the links lead to the page.
      if (anchor.pathname !== href || location.pathname === href) return;
      event.preventDefault();
      setAreaKey(new URLSearchParams(anchor.search).get('areaKey') ?? 'link');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [href]);
  return (
    <>
      <a href={`${href}?areaKey=footer`} className="inline-block py-0.5">
        {label}
      </a>
      {areaKey && (
        <NewsletterSheet areaKey={areaKey} lang={lang} locale={locale} labels={labels} onClose={() => setAreaKey(null)} />
      )}
    </>
  );
}
