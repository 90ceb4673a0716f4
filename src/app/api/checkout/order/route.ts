// POST /api/checkout/order (src/api/order/place-order-endpoint.ts).
import { postOrder } from '@/api/order/place-order-endpoint';

export const POST = postOrder;
export const dynamic = 'force-dynamic';
