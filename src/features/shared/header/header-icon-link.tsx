// A header entry with an icon and a count (basket, wishlist): the count as a small badge beside the icon's top corner,
// not on it, so the icon stays recognisable (issue 21); the label visible from md up, the count read out as a
// sentence for screen readers.
import type { ReactNode } from 'react';

interface Props {
  href: string;
  icon: ReactNode;
  label: string;
  count: number | undefined;
  /** "3 Artikel" — what a screen reader hears after the label. */
  countText: string | undefined;
}

export function HeaderIconLink({ href, icon, label, count, countText }: Props) {
  return (
    <a
      href={href}
      className="flex min-h-[44px] min-w-[44px] flex-col items-center justify-center px-0.5 text-xs text-ink no-underline hover:text-link"
    >
      <span className="relative">
        {icon}
        {count ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 left-[calc(100%-6px)] grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand px-0.5 text-xs font-bold leading-[18px] text-on-brand ring-2 ring-page"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="sr-only md:not-sr-only">{label}</span>
      {countText !== undefined && <span className="sr-only">, {countText}</span>}
    </a>
  );
}
