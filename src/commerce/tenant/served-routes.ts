// Which pages of the routing table a shop serves, so that nothing links a page that would answer 404 ("every link
// leads to a page that works"): account pages follow their supported-path flags (account-pages.ts), and routes whose
// pages are not built yet are served by no shop. Links in content and in the shell ask here before they render.
import type { RouteKey } from '@/platform/routing/route-table';
import { servesAccountPage } from './account-pages';
import type { Flags } from './flags';

/** Routes the routing table knows whose pages do not exist yet (none today; a new route waits here until built). */
const notBuiltYet: ReadonlySet<RouteKey> = new Set<RouteKey>([]);

export function servesRoute(flags: Flags, route: RouteKey): boolean {
  return !notBuiltYet.has(route) && servesAccountPage(flags, route);
}
