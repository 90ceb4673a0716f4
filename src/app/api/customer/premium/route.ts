// The premium membership in the account: show, cancel (src/api/checkout/premium-endpoints.ts).
import { deletePremium, getPremium } from '@/api/checkout/premium-endpoints';

export const GET = getPremium;
export const DELETE = deletePremium;
export const dynamic = 'force-dynamic';
