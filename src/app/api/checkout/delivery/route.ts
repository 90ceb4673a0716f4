// Checkout step "delivery" (src/api/checkout/checkout-endpoints.ts).
import { putDelivery } from '@/api/checkout/checkout-endpoints';

export const PUT = putDelivery;
export const dynamic = 'force-dynamic';
