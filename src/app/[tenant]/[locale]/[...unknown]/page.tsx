import { notFound } from 'next/navigation';

// The proxy sends every path the routing table does not know here: the localized 404 page, status 404.
export default function UnknownPage() {
  notFound();
}
