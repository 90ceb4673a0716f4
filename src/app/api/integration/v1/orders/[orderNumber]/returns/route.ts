// POST /api/integration/v1/orders/{orderNumber}/returns (src/api/integration/integration-endpoints.ts).
import { postReturnEndpoint } from '@/api/integration/integration-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postReturnEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
