// "Pay now" for an overdue amount (src/api/payment/overdue-paylink-endpoint.ts).
import { postOverduePaylink } from '@/api/payment/overdue-paylink-endpoint';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return postOverduePaylink(request);
}
