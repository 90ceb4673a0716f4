import { tenantOfRequest } from '@/features/shared/seo/host-tenant';
import { sitemapIndex } from '@/features/shared/seo/sitemap';
import { getDb } from '@/platform/db/database';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const xml = await sitemapIndex(await getDb(), tenantOfRequest(request));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
