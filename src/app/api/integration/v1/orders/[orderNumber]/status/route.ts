// POST /api/integration/v1/orders/{orderNumber}/status (src/api/integration/integration-endpoints.ts).
import { postStatusEndpoint } from '@/api/integration/integration-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postStatusEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
