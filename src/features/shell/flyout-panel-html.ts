// A top category's flyout as finished HTML (markup.ts says why): ~260 elements per page that were fibers, for a menu
// most visits never open.
import { htmlLink } from './markup';
import type { NavGroup } from './shell-types';

/**
 * The links' look is set once on the panel ([&_a]: its descendant links), not on each of its ~90 links: the class
 * list stood in every link of every panel, in the HTML and again in the RSC payload (≈ 11 kB of a page, issue 22).
 */
const PANEL_CLASS =
  'grid gap-x-3 gap-y-1 md:grid-cols-3 lg:grid-cols-4 [&_a]:block [&_a]:py-0.5 [&_a]:text-ink [&_a]:no-underline [&_a]:hover:underline';

export function flyoutPanelHtml(groups: NavGroup[]): string {
  const items = groups.map((group) => {
    const links =
      group.links.length > 0
        ? `<ul class="hidden md:block">${group.links.map((l) => `<li>${htmlLink(l.href, l.label)}</li>`).join('')}</ul>`
        : '';
    return `<li>${htmlLink(group.href, group.label, 'font-semibold')}${links}</li>`;
  });
  return `<ul class="${PANEL_CLASS}">${items.join('')}</ul>`;
}
