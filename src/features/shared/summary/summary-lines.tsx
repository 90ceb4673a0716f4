// The items of a basket or an order in a summary: name, a detail line (size, quantity), the line's amount.
import type { ReactNode } from 'react';

export interface SummaryLine {
  key: string;
  name: ReactNode;
  detail: ReactNode;
  amount: ReactNode;
}

export function SummaryLines({
  lines,
  label,
  compact = false,
}: {
  lines: SummaryLine[];
  /** The list's accessible name, where no heading names it. */
  label?: string;
  /** The checkout's aside: small type, ruled off from the totals under it. */
  compact?: boolean;
}) {
  return (
    <ul
      className={compact ? 'flex flex-col gap-1 border-b border-line pb-1' : 'flex flex-col gap-1'}
      aria-label={label}
    >
      {lines.map((line) => (
        <li
          key={line.key}
          className={compact ? 'flex justify-between gap-2 text-sm' : 'flex justify-between gap-2'}
        >
          <span className="min-w-0">
            <span className="block font-semibold">{line.name}</span>
            <span className={compact ? 'block text-muted' : 'block text-sm text-muted'}>{line.detail}</span>
          </span>
          <span className="shrink-0">{line.amount}</span>
        </li>
      ))}
    </ul>
  );
}
