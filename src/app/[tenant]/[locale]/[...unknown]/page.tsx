import { notFound } from 'next/navigation';

// The proxy sends every path the routing table does not know here, as the one internal path `/unknown-page`: the
// localized 404 page, status 404. One path per shop and language, so it is rendered once and served from the cache
// like every other public page (issue 21: the 404 took 1.7 s, rendered per request) — never one entry per made-up URL.

/** Rendered on first request, then served from the cache and revalidated (nothing is built at `next build`). */
export function generateStaticParams() {
  return [];
}

/** The page says the same until its texts change with a deployment. */
export const revalidate = 900;

export default function UnknownPage() {
  notFound();
}
