// Starts the payment of a payment link (src/api/payment/paylink-endpoints.ts).
import { postPaylinkPay } from '@/api/payment/paylink-endpoints';

export const POST = postPaylinkPay;
export const dynamic = 'force-dynamic';
