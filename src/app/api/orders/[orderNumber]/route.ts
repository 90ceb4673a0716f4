// GET /api/orders/{orderNumber}: the customer's own order (src/api/order/order-endpoints.ts).
import { getOrder } from '@/api/order/order-endpoints';

export async function GET(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return getOrder(request, (await params).orderNumber);
}
export const dynamic = 'force-dynamic';
