// Checkout step "premium" (src/api/checkout/checkout-endpoints.ts).
import { putPremium } from '@/api/checkout/checkout-endpoints';

export const PUT = putPremium;
export const dynamic = 'force-dynamic';
