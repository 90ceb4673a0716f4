// The USP bar under the header: the shop's promises from content data.
import { CheckIcon } from './icons';
import type { UspEntry } from './shell-types';

export function UspBar({ label, entries }: { label: string; entries: UspEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <aside aria-label={label} className="bg-surface text-sm">
      <ul className="mx-auto flex max-w-[1440px] flex-wrap justify-center gap-x-3 gap-y-1 px-2 py-1">
        {entries.map((entry) => (
          <li key={entry.text} className="inline-flex items-center gap-1">
            <CheckIcon width={16} height={16} className="text-success" />
            {entry.href ? <a href={entry.href}>{entry.text}</a> : <span>{entry.text}</span>}
            {entry.detail && <span className="text-muted">({entry.detail})</span>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
