import { tenantOfRequest } from '@/features/shared/seo/host-tenant';
import { robotsTxt } from '@/features/shared/seo/sitemap';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return new Response(robotsTxt(tenantOfRequest(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
