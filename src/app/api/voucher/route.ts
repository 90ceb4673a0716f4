// The basket's code, SPEC §7 (src/api/basket/voucher-endpoints.ts).
import { deleteVoucher, getVoucher, postVoucher } from '@/api/basket/voucher-endpoints';

export const GET = getVoucher;
export const POST = postVoucher;
export const DELETE = deleteVoucher;
export const dynamic = 'force-dynamic';
