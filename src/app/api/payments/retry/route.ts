// Another payment attempt for an order awaiting payment (src/api/payment/payment-retry-endpoint.ts).
import { postPaymentRetry } from '@/api/payment/payment-retry-endpoint';

export const POST = postPaymentRetry;
export const dynamic = 'force-dynamic';
