// GET/POST /api/orders/withdrawal: the withdrawal function (src/api/order/withdrawal-endpoints.ts).
import { getWithdrawal, postWithdrawal } from '@/api/order/withdrawal-endpoints';

export const GET = getWithdrawal;
export const POST = postWithdrawal;
export const dynamic = 'force-dynamic';
