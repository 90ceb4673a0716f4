// Adyen's standard webhook (src/api/payment/adyen-webhook-endpoint.ts).
import { postAdyenWebhook } from '@/api/payment/adyen-webhook-endpoint';

export const POST = postAdyenWebhook;
export const dynamic = 'force-dynamic';
