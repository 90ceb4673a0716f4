// Use case: build every shop's search indexes ahead of the first search (e.g. at start, after seeding), one after
// the other so serving is not starved. Searches before it finishes build what they need themselves.
import { shopContext } from '@/commerce/tenant/shop-context';
import { tenants } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import { errorFields, logger } from '@/platform/logging/logger';
import { searchIndexFor } from './engine/search-index-registry';

export async function warmSearchIndexes(db: Db): Promise<void> {
  for (const tenant of Object.values(tenants)) {
    for (const locale of tenant.locales) {
      try {
        await searchIndexFor(shopContext(tenant.key, locale), db);
      } catch (error) {
        logger().error({ ...errorFields(error), tenant: tenant.key, locale }, 'search index warm-up failed');
      }
    }
  }
}
