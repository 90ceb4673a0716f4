// The USP bar under the header: the shop's promises from content data.
import { CheckIcon } from './icons';
import type { UspEntry } from './shell-types';

export function UspBar({ label, entries }: { label: string; entries: UspEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <aside aria-label={label} className="bg-surface text-sm">
      <ul className="mx-auto flex max-w-[1440px] flex-wrap gap-x-3 gap-y-1 px-2 py-1 md:justify-center">
        {entries.map((entry) => (
          <li key={entry.text} className="flex items-start gap-1">
            <CheckIcon width={16} height={16} className="mt-[0.15em] shrink-0 text-success" />
            {/* One run of text, so a narrow screen wraps it like a sentence instead of into columns; the link is
                underlined because it now sits in running text (WCAG 1.4.1). */}
            <span>
              {entry.href ? (
                <a href={entry.href} className="underline underline-offset-2">
                  {entry.text}
                </a>
              ) : (
                entry.text
              )}
              {entry.detail && <span className="text-muted"> ({entry.detail})</span>}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
