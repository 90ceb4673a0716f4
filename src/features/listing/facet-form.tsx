'use client';
// The filter form: a plain GET form that works without JavaScript. With it, empty fields are left out of the
// URL and the page changes by client navigation, keeping the scroll position; a ticked box or a chosen option
// applies at once (issue 21, decision 0040), the price fields with the button or Enter.
import { useRouter } from 'next/navigation';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';

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
  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const field = event.target as unknown as HTMLInputElement;
    if (field.type === 'checkbox' || field.type === 'radio') event.currentTarget.requestSubmit();
  }
  return (
    <form action={action} method="get" aria-label={label} onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-2">
      {children}
    </form>
  );
}
