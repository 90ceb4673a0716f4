// Main navigation from content data: top categories; their groups and links open on hover, focus or, on small
// screens, inside the menu.
import { MobileNav } from './mobile-nav';
import type { NavEntry } from './shell-types';

export function MainNav({ label, entries }: { label: string; entries: NavEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <MobileNav label={label}>
      <ul className="relative mx-auto flex max-w-[1440px] flex-col px-2 md:flex-row md:flex-wrap md:gap-x-3">
        {entries.map((entry) => (
          <li key={entry.href} className="group border-b border-line md:border-0">
            <a
              href={entry.href}
              className={`block py-1 font-semibold no-underline hover:underline ${entry.highlight ? 'text-danger' : 'text-ink'}`}
            >
              {entry.label}
            </a>
            {entry.groups.length > 0 && (
              <div className="pb-1 pl-2 md:absolute md:inset-x-2 md:top-full md:z-40 md:hidden md:rounded md:border md:border-line md:bg-page md:p-2 md:shadow-lg md:group-focus-within:block md:group-hover:block">
                <ul className="grid gap-x-3 gap-y-1 md:grid-cols-3 lg:grid-cols-4">
                  {entry.groups.map((group) => (
                    <li key={group.href}>
                      <a href={group.href} className="block py-0.5 font-semibold text-ink no-underline hover:underline">
                        {group.label}
                      </a>
                      {group.links.length > 0 && (
                        <ul className="hidden md:block">
                          {group.links.map((link) => (
                            <li key={link.href}>
                              <a href={link.href} className="block py-0.5 text-ink no-underline hover:underline">
                                {link.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </MobileNav>
  );
}
