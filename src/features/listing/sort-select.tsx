'use client';
// The sort order: a GET form whose button sorts without JavaScript; with it, choosing an order navigates at
// once (the list is re-sorted in place, focus stays on the select). The button is in <noscript>: a browser running
// JavaScript never lays it out, so it can neither widen a 360 px page nor shift the page when it would go away after
// hydration (it did both — a layout shift of 0.08 on every listing in Lighthouse mobile, issue 21).
import { useRouter } from 'next/navigation';
import { useId } from 'react';

export interface SortOption {
  value: string;
  label: string;
  href: string;
}

export function SortSelect({
  action,
  current,
  options,
  hidden,
  labels,
}: {
  action: string;
  current: string;
  options: SortOption[];
  /** The listing's other parameters, carried along by the no-JavaScript form. */
  hidden: [string, string][];
  labels: { sort: string; apply: string };
}) {
  const router = useRouter();
  const id = useId();
  return (
    <form action={action} method="get" className="flex flex-wrap items-center gap-1">
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="whitespace-nowrap text-sm font-semibold">
        {labels.sort}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={current}
        onChange={(e) => {
          const option = options.find((o) => o.value === e.target.value);
          if (option) router.push(option.href, { scroll: false });
        }}
        className="min-h-6 rounded border border-line bg-page px-1 text-ink"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="min-h-6 rounded border border-line px-2 font-semibold">
          {labels.apply}
        </button>
      </noscript>
    </form>
  );
}
