// The payment methods this customer can use for this order (src/api/checkout/checkout-endpoints.ts).
import { getPaymentOptions } from '@/api/checkout/checkout-endpoints';

export const GET = getPaymentOptions;
export const dynamic = 'force-dynamic';
