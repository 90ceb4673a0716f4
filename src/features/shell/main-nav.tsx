// Main navigation from content data: top categories; their groups and links open on hover or by the entry's
// button (NavFlyoutItem) on wide screens, and show inside the folded menu on small ones. The panels are finished
// markup (flyoutPanelHtml): nothing in them changes in the browser, so React need not hydrate them.
import { flyoutPanelHtml } from './flyout-panel-html';
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
  return <NavFlyoutItem link={link} toggleLabel={subMenuLabel} panelHtml={flyoutPanelHtml(entry.groups)} />;
}
