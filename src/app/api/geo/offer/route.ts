// The geo-country layer's question (src/api/geo/geo-offer-endpoint.ts).
import { getGeoOffer } from '@/api/geo/geo-offer-endpoint';

export const GET = getGeoOffer;
export const dynamic = 'force-dynamic';
