// Withdraw one's own order from the account (src/api/order/withdrawal-endpoints.ts).
import { postOwnWithdrawal } from '@/api/order/withdrawal-endpoints';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ orderNumber: string }> }) {
  return postOwnWithdrawal(request, (await params).orderNumber);
}
