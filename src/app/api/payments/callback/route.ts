// The payment provider's signed callback (src/api/payment/payment-callback-endpoint.ts).
import { postPaymentCallback } from '@/api/payment/payment-callback-endpoint';

export const POST = postPaymentCallback;
export const dynamic = 'force-dynamic';
