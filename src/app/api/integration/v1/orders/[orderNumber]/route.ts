// GET /api/integration/v1/orders/{orderNumber} (src/api/integration/integration-endpoints.ts).
import { getOrderEndpoint } from '@/api/integration/integration-endpoints';

export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return getOrderEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
