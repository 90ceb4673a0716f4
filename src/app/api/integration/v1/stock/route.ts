// PUT /api/integration/v1/stock (src/api/integration/integration-endpoints.ts).
import { putStockEndpoint } from '@/api/integration/integration-endpoints';

export const PUT = putStockEndpoint;
export const dynamic = 'force-dynamic';
