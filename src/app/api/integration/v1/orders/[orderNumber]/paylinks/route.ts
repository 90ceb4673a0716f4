// POST /api/integration/v1/orders/{orderNumber}/paylinks (src/api/integration/integration-endpoints.ts).
import { postPaylinkEndpoint } from '@/api/integration/integration-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postPaylinkEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
