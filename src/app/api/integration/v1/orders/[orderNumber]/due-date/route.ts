// POST /api/integration/v1/orders/{orderNumber}/due-date (src/api/integration/integration-endpoints.ts).
import { postDueDateEndpoint } from '@/api/integration/integration-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postDueDateEndpoint(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
