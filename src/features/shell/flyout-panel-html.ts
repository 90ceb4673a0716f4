// A top category's flyout as finished HTML. The panels are plain links that never change in the browser, but as
// React elements every one of their ~260 elements per page was a fiber React had to create, match and commit while
// the page hydrated — on every page, for a menu most visits never open (issue 21, total blocking time). As markup
// handed over with dangerouslySetInnerHTML the panel is one element to React and the same links to the browser,
// to the keyboard and to crawlers. Every label and address is escaped here (html-escaper); nothing else goes in.
import { escape } from 'html-escaper';
import type { NavGroup } from './shell-types';

const link = (href: string, className: string, label: string) =>
  `<a href="${escape(href)}" class="${className}">${escape(label)}</a>`;

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
