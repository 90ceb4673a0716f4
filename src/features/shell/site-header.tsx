// The header: a top row with the service flyout (and the language switch), then brand, search, account entry,
// wishlist and basket. Personal parts (counts, login state) are filled in on the client so the cached HTML holds
// nobody's data (ARCHITECTURE rule 6).
import type { ReactNode } from 'react';

export interface SiteHeaderProps {
  brand: string;
  homeHref: string;
  homeLabel: string;
  search: ReactNode;
  /** The service flyout (src/features/shell/service-flyout.tsx), in the row above the header's main row. */
  service: ReactNode;
  /** Shown beside the service flyout for tenants with more than one language; null otherwise. */
  languageSwitch: ReactNode;
  /** The login/account entry, a client component (src/features/identity/account-entry.tsx). */
  account: ReactNode;
  /** The basket entry with its live count, a client component (src/features/basket/basket-header-link.tsx). */
  basket: ReactNode;
  /** The wishlist entry with its live count, a client component (src/features/wishlist/wishlist-header-link.tsx). */
  wishlist: ReactNode;
}

export function SiteHeader({ brand, homeHref, homeLabel, search, service, languageSwitch, account, basket, wishlist }: SiteHeaderProps) {
  return (
    <header className="bg-page">
      <div className="relative mx-auto flex max-w-[1440px] items-center justify-end gap-2 px-2">
        {service}
        {languageSwitch}
      </div>
      <div className="mx-auto grid max-w-[1440px] grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1 px-2 py-1 md:grid-cols-[auto_1fr_auto] md:gap-x-3">
        {/* The link's name begins with what it shows (WCAG 2.5.3): the brand, then "– zur Startseite" for screen
            readers. The letter mark is drawn by CSS from an attribute, so it is no text of the link. */}
        <a href={homeHref} className="inline-flex min-h-6 items-center gap-1 no-underline">
          <span
            aria-hidden="true"
            data-mark={brand.charAt(0)}
            className="grid size-5 place-items-center rounded bg-brand text-lg font-black text-on-brand before:content-[attr(data-mark)]"
          />
          <span className="text-lg font-extrabold tracking-tight text-ink md:text-xl">
            {brand}
            <span className="sr-only"> – {homeLabel}</span>
          </span>
        </a>
        <div className="col-span-2 row-start-2 md:col-span-1 md:row-start-1 md:col-start-2">{search}</div>
        <div className="flex items-center justify-end md:col-start-3">
          {account}
          {wishlist}
          {basket}
        </div>
      </div>
    </header>
  );
}
