// The checkout overview of the logged-in customer (src/api/checkout/checkout-endpoints.ts, docs/checkout.md).
import { getCheckoutOverview } from '@/api/checkout/checkout-endpoints';

export const GET = getCheckoutOverview;
export const dynamic = 'force-dynamic';
