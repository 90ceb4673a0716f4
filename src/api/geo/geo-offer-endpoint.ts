// GET /api/geo/offer: which other shop to offer this visitor (decision 0048). Asked by the browser after the page has
// hydrated, so cached pages stay the same for every visitor; the answer is personal and never stored by a cache.
import { decideGeoOffer } from '@/commerce/tenant/geo-country-offer';
import { clientAddress } from '@/api/http/client-address';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { privateJson } from '@/api/http/responses';
import { env } from '@/platform/config/env';
import { countryOfAddress } from '@/platform/http/address-country';
import { errorFields } from '@/platform/logging/logger';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

/** Asked once per visit at most; more is a script. */
export const geoOfferLimit: LimitRule = { name: 'geo-offer', points: 30, durationSeconds: 60 };

export interface GeoOfferAnswer {
  /** The country of the shop to offer, or null. */
  country: 'DE' | 'AT' | 'CH' | 'NL' | null;
}

export async function getGeoOffer(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, geoOfferLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const headerName = env().GEO_COUNTRY_HEADER;
  let addressCountry: string | null = null;
  try {
    addressCountry = countryOfAddress(clientAddress(request));
  } catch (error) {
    // Without the database the other signals still decide.
    log.error({ ...errorFields(error) }, 'geo offer: the IP-to-country lookup failed');
  }
  const offer = decideGeoOffer(shop.tenant, {
    headerCountry: headerName ? request.headers.get(headerName) : null,
    addressCountry,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (offer.tenant) log.info({ offered: offer.tenant, source: offer.seen?.source }, 'geo offer');
  const answer: GeoOfferAnswer = { country: offer.tenant ? (offer.seen!.country as GeoOfferAnswer['country']) : null };
  return privateJson(answer);
}
