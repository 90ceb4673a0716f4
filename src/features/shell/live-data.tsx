'use client';
// The page's own data, read after hydration: the basket count, the wishlist and the customer behind the session.
// Their syncs and SWR load as one chunk once the page has hydrated, not with the page (decision 0076); until then
// the header, the hearts and the account entry show the state the cached HTML shows, as they did while SWR's first
// read was under way.
import { clientOnly } from '@/features/shared/lazy/client-only';

export const LiveData = clientOnly(() => import('./live-data-syncs').then((m) => m.LiveDataSyncs));
