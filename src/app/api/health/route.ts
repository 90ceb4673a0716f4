import { getDb } from '@/platform/db/database';
import { ping } from '@/platform/db/client';
import { errorFields, logger } from '@/platform/logging/logger';

export const dynamic = 'force-dynamic';

// Liveness and database reachability for load balancers and monitoring.
export async function GET() {
  try {
    await ping(await getDb());
    return Response.json({ status: 'ok', database: 'up' }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    logger().error({ ...errorFields(error) }, 'health check: database unreachable');
    return Response.json({ status: 'degraded', database: 'down' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
