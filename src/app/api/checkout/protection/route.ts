// Checkout step "protection" (Ratenschutz) (src/api/checkout/checkout-endpoints.ts).
import { getProtection, putProtection } from '@/api/checkout/checkout-endpoints';

export const GET = getProtection;
export const PUT = putProtection;
export const dynamic = 'force-dynamic';
