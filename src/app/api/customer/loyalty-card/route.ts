// The customer's Payback or jö card (src/api/loyalty/loyalty-card-endpoint.ts).
import { putLoyaltyCard } from '@/api/loyalty/loyalty-card-endpoint';

export const dynamic = 'force-dynamic';

export async function PUT(request: Request) {
  return putLoyaltyCard(request);
}
