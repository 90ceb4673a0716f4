import 'server-only';
// The one place that calls Next's revalidateTag: the pages carrying these tags are served stale once more and
// re-rendered in the background (profile "max", Next 16's stale-while-revalidate), as on their time-based
// revalidation. Works only inside the server's process; other processes go through the integration API's
// revalidate endpoint (decision 0022).
import { revalidateTag } from 'next/cache';
import { logger } from '@/platform/logging/logger';

export function revalidateTags(tags: readonly string[], reason: string): void {
  if (tags.length === 0) return;
  for (const tag of tags) revalidateTag(tag, 'max');
  logger().info({ component: 'cache', reason, tags: tags.slice(0, 50), count: tags.length }, 'cache tags revalidated');
}
