// Checkout step "payment" (src/api/checkout/checkout-endpoints.ts).
import { putPayment } from '@/api/checkout/checkout-endpoints';

export const PUT = putPayment;
export const dynamic = 'force-dynamic';
