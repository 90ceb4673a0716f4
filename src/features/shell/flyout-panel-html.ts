// A top category's flyout as finished HTML (markup.ts says why): ~260 elements per page that were fibers, for a menu
// most visits never open.
import { htmlLink } from './markup';
import type { NavGroup } from './shell-types';

const link = (href: string, className: string, label: string) => htmlLink(href, label, className);

export function flyoutPanelHtml(groups: NavGroup[]): string {
  const items = groups.map((group) => {
    const links =
      group.links.length > 0
        ? `<ul class="hidden md:block">${group.links
            .map((l) => `<li>${link(l.href, 'block py-0.5 text-ink no-underline hover:underline', l.label)}</li>`)
            .join('')}</ul>`
        : '';
    return `<li>${link(group.href, 'block py-0.5 font-semibold text-ink no-underline hover:underline', group.label)}${links}</li>`;
  });
  return `<ul class="grid gap-x-3 gap-y-1 md:grid-cols-3 lg:grid-cols-4">${items.join('')}</ul>`;
}
