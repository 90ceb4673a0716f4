// Main navigation from content data: top categories with their children as a second level.
import { MobileNav } from './mobile-nav';
import type { NavEntry } from './shell-types';

export function MainNav({ label, entries }: { label: string; entries: NavEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <MobileNav label={label}>
      <ul className="mx-auto flex max-w-[1440px] flex-col px-2 md:flex-row md:flex-wrap md:gap-3">
        {entries.map((entry) => (
          <li key={entry.href} className="group relative border-b border-line py-1 md:border-0">
            <a href={entry.href} className="block py-1 font-semibold text-ink no-underline hover:text-link hover:underline">
              {entry.label}
            </a>
            {entry.children.length > 0 && (
              <ul className="pb-1 pl-2 md:absolute md:left-0 md:top-full md:z-40 md:hidden md:min-w-[14rem] md:rounded md:border md:border-line md:bg-page md:p-2 md:shadow-lg md:group-focus-within:block md:group-hover:block">
                {entry.children.map((child) => (
                  <li key={child.href}>
                    <a href={child.href} className="block py-1 text-ink no-underline hover:text-link hover:underline">
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </MobileNav>
  );
}
