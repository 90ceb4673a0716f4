// GET /api/integration/v1/orders?status=&page=&pageSize= (src/api/integration/integration-endpoints.ts).
import { listOrdersEndpoint } from '@/api/integration/integration-endpoints';

export const GET = listOrdersEndpoint;
export const dynamic = 'force-dynamic';
