// GET /api/parcel-shops?q=<postal code or place>&country=DE: the parcel-shop finder. Public carrier data, but rate
// limited (it is a database search) and only for the shop's own delivery country.
import { z } from 'zod';
import { deliveryCountriesOf } from '@/commerce/address-book/delivery-countries';
import { openingHoursView } from '@/commerce/parcel-shops/opening-hours-view';
import { searchParcelShops } from '@/commerce/parcel-shops/search-parcel-shops';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { languageOf } from '@/platform/i18n/locales';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { answer, refusal } from './checkout-http';

export const parcelShopSearchLimit: LimitRule = { name: 'parcel-shop-search', points: 60, durationSeconds: 60 };

const queryOf = z.object({
  q: z.string().trim().min(2).max(60),
  country: z.enum(['DE', 'AT', 'CH', 'NL']).optional(),
});

export async function getParcelShops(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, parcelShopSearchLimit);
  if (limited) return limited;
  const scope = requestScope(request);
  const params = new URL(request.url).searchParams;
  const parsed = queryOf.safeParse({ q: params.get('q') ?? '', country: params.get('country') ?? undefined });
  if (!parsed.success) return refusal({ ok: false, code: 'PARCEL_SHOP_QUERY_INVALID' });
  const countries = deliveryCountriesOf(scope.shop.tenant);
  const country = parsed.data.country ?? countries[0]!;
  if (!countries.includes(country)) return refusal({ ok: false, code: 'PARCEL_SHOP_COUNTRY_NOT_DELIVERED' });
  const hits = await searchParcelShops(await getDb(), country, parsed.data.q);
  const language = languageOf(scope.shop.locale);
  return answer({
    shops: hits.map(({ openingHours, ...shop }) => ({ ...shop, openingHours: openingHoursView(openingHours, language) })),
  });
}
