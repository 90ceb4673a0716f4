'use client';
// The filter form: a plain GET form that works without JavaScript. With it, empty fields are left out of the
// URL and the page changes by client navigation, keeping the scroll position.
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

export function cleanQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query.append(name, value.trim());
  }
  return query.toString();
}

export function FacetForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  const router = useRouter();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = cleanQuery(event.currentTarget);
    router.push(query ? `${action}?${query}` : action, { scroll: false });
  }
  return (
    <form action={action} method="get" aria-label={label} onSubmit={onSubmit} className="flex flex-col gap-2">
      {children}
    </form>
  );
}
