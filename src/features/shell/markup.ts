// Finished HTML for the shell's parts that never change in the browser (the navigation's flyout panels, the
// advantage bar, the footer's link lists, the service flyout's help links). As React elements every one of their elements is a fiber React creates,
// matches and commits while each page hydrates; as markup handed over with dangerouslySetInnerHTML the part is one
// element to React and the same links to the browser, the keyboard and crawlers (issue 21, total blocking time).
// Every text and address goes through `escape` (html-escaper); nothing else goes in unescaped.
import { escape } from 'html-escaper';

export { escape as escapeHtml };

/** A link; `hrefLang` for links to a shop in another language. */
export function htmlLink(href: string, label: string, className?: string, hrefLang?: string): string {
  const cls = className ? ` class="${escape(className)}"` : '';
  const lang = hrefLang ? ` hreflang="${escape(hrefLang)}"` : '';
  return `<a href="${escape(href)}"${lang}${cls}>${escape(label)}</a>`;
}
