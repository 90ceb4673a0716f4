// The USP bar under the header: the shop's promises from content data, as finished markup (markup.ts says why).
import { escapeHtml, htmlLink } from './markup';
import type { UspEntry } from './shell-types';

/**
 * The check mark of icons.tsx's CheckIcon, decorative: drawn once as a symbol and used by each promise, instead of
 * the whole drawing per promise in the HTML and again in the RSC payload (issue 22). The bar is once on a page, so
 * its id is.
 */
const CHECK_SYMBOL =
  '<svg width="0" height="0" class="absolute" aria-hidden="true" focusable="false"><symbol id="usp-check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m5 12 5 5 9-10"></path></symbol></svg>';
const CHECK =
  '<svg width="16" height="16" aria-hidden="true" focusable="false" class="mt-[0.15em] shrink-0 text-success"><use href="#usp-check"></use></svg>';

export function uspListHtml(entries: UspEntry[]): string {
  const items = entries.map((entry) => {
    // One run of text, so a narrow screen wraps it like a sentence instead of into columns; the link is underlined
    // because it sits in running text (WCAG 1.4.1).
    const text = entry.href ? htmlLink(entry.href, entry.text, 'underline underline-offset-2') : escapeHtml(entry.text);
    const detail = entry.detail ? `<span class="text-muted"> (${escapeHtml(entry.detail)})</span>` : '';
    return `<li class="flex items-start gap-1">${CHECK}<span>${text}${detail}</span></li>`;
  });
  return `${CHECK_SYMBOL}<ul class="mx-auto flex max-w-[1440px] flex-wrap gap-x-3 gap-y-1 px-2 py-1 md:justify-center">${items.join('')}</ul>`;
}

export function UspBar({ label, entries }: { label: string; entries: UspEntry[] }) {
  if (entries.length === 0) return null;
  return <aside aria-label={label} className="bg-surface text-sm" dangerouslySetInnerHTML={{ __html: uspListHtml(entries) }} />;
}
