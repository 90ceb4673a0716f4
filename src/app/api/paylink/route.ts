// A payment link's view (src/api/payment/paylink-endpoints.ts).
import { getPaylink } from '@/api/payment/paylink-endpoints';

export const GET = getPaylink;
export const dynamic = 'force-dynamic';
