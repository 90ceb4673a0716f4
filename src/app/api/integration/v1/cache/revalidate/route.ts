// POST /api/integration/v1/cache/revalidate (src/api/integration/integration-endpoints.ts).
import { postRevalidateEndpoint } from '@/api/integration/integration-endpoints';

export const POST = postRevalidateEndpoint;
export const dynamic = 'force-dynamic';
