import { tenantOfRequest } from '@/features/shared/seo/host-tenant';
import { sitemapFile } from '@/features/shared/seo/sitemap';
import { getDb } from '@/platform/db/database';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await sitemapFile(await getDb(), tenantOfRequest(request), (await params).file);
  if (!xml) return new Response('Not Found', { status: 404 });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
