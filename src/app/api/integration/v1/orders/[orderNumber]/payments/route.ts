// POST /api/integration/v1/orders/{orderNumber}/payments (src/api/integration/integration-endpoints.ts).
import { postPaymentEndpoint } from '@/api/integration/integration-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postPaymentEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
