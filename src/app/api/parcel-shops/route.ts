// The parcel-shop finder (src/api/checkout/parcel-shop-endpoint.ts).
import { getParcelShops } from '@/api/checkout/parcel-shop-endpoint';

export const GET = getParcelShops;
export const dynamic = 'force-dynamic';
