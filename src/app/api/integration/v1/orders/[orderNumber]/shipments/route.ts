// POST /api/integration/v1/orders/{orderNumber}/shipments (src/api/integration/integration-endpoints.ts).
import { postShipmentEndpoint } from '@/api/integration/integration-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postShipmentEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
