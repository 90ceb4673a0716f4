import 'server-only';
// The one place that calls Next's revalidateTag: the pages carrying these tags expire at once (`expire: 0`), so the
// next request renders them afresh — on every instance, through the shared cache handler, and in nginx's short-lived
// copy right after (decision 0050, which replaced 0022's "served stale once more": a front cache would have kept
// that stale answer for another round). Works only inside the server's process; other processes go through the
// integration API's revalidate endpoint (decision 0022).
import { revalidateTag } from 'next/cache';
import { logger } from '@/platform/logging/logger';

export function revalidateTags(tags: readonly string[], reason: string): void {
  if (tags.length === 0) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  logger().info({ component: 'cache', reason, tags: tags.slice(0, 50), count: tags.length }, 'cache tags revalidated');
}
