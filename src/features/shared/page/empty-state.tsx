// An empty list (basket, wishlist, …): a heading that says so, what to do about it, and the way on.
import type { ReactNode } from 'react';

export function EmptyState({
  id,
  title,
  text,
  action,
  icon,
}: {
  /** The heading's id, unique on the page (the section is labelled by it). */
  id: string;
  title: string;
  text: string;
  action: { href: string; label: string };
  icon?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex max-w-prose flex-col items-start gap-2">
      <h2 id={id} className="flex items-center gap-1 text-xl font-bold">
        {icon}
        {title}
      </h2>
      <p>{text}</p>
      <a
        href={action.href}
        className="flex min-h-[48px] items-center rounded bg-brand px-3 font-bold text-on-brand no-underline"
      >
        {action.label}
      </a>
    </section>
  );
}
