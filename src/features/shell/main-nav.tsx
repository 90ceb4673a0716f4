// Main navigation from content data: top categories; their groups and links open on hover or by the entry's
// button (NavFlyoutItem) on wide screens, and show inside the folded menu on small ones.
import { MobileNav } from './mobile-nav';
import { NavFlyoutItem } from './nav-flyout-item';
import type { NavEntry } from './shell-types';

export function MainNav({ label, entries, subMenuLabel }: { label: string; entries: NavEntry[]; subMenuLabel: (entry: string) => string }) {
  if (entries.length === 0) return null;
  return (
    <MobileNav label={label}>
      <ul className="relative mx-auto flex max-w-[1440px] flex-col px-2 md:flex-row md:flex-wrap md:gap-x-3">
        {entries.map((entry) => (
          <NavLink key={entry.href} entry={entry} subMenuLabel={subMenuLabel(entry.label)} />
        ))}
      </ul>
    </MobileNav>
  );
}

function NavLink({ entry, subMenuLabel }: { entry: NavEntry; subMenuLabel: string }) {
  const link = (
    <a
      href={entry.href}
      className={`block py-1 font-semibold no-underline hover:underline ${entry.highlight ? 'text-danger' : 'text-ink'}`}
    >
      {entry.label}
    </a>
  );
  if (entry.groups.length === 0)
    return <li className="border-b border-line md:border-0">{link}</li>;
  return (
    <NavFlyoutItem link={link} toggleLabel={subMenuLabel}>
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
    </NavFlyoutItem>
  );
}
