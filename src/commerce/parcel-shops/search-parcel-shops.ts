// The parcel-shop finder: a postal code (or its first digits) or a place name, answered with the nearest shops of
// the country, nearest first, with the distance from the searched place. The searched place is the centre of the
// shops that match: the postal area's, or the city's. A postal code without a shop falls back to ever shorter
// prefixes (10999 → 1099 → 109 → 10), i.e. to the surrounding area.
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import type { Db } from '@/platform/db/client';
import { foldPlace, foldTransliteration } from './fold-place';
import { parcelShops, type OpeningDay } from './parcel-shop.schema';

export const MAX_PARCEL_SHOPS = 10;
/** Farther than this is no longer "near the searched place". */
export const MAX_DISTANCE_KM = 50;

export interface ParcelShopHit {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  distanceKm: number;
  openingHours: OpeningDay[];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

async function centreOf(db: Db, country: CountryCode, query: string): Promise<{ lat: number; lon: number } | null> {
  const centre = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({
        lat: sql<number | null>`avg(${parcelShops.latitude})`.mapWith(Number),
        lon: sql<number | null>`avg(${parcelShops.longitude})`.mapWith(Number),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(parcelShops)
      .where(and(eq(parcelShops.country, country), where));
    return row && row.n > 0 ? { lat: row.lat!, lon: row.lon! } : null;
  };
  const postal = query.replace(/\s+/g, '').toUpperCase();
  if (/^\d/.test(postal)) {
    for (let length = Math.min(postal.length, 6); length >= 2; length--) {
      const found = await centre(like(parcelShops.postalKey, `${escapeLike(postal.slice(0, length))}%`));
      if (found) return found;
    }
    return null;
  }
  const folded = foldPlace(query);
  if (folded.length < 2) return null;
  const keys = [...new Set([folded, foldTransliteration(folded)])];
  return centre(or(...keys.map((k) => like(parcelShops.cityKey, `%|${escapeLike(k)}%`))));
}

export async function searchParcelShops(
  db: Db,
  country: CountryCode,
  query: string,
): Promise<ParcelShopHit[]> {
  const centre = await centreOf(db, country, query.trim().slice(0, 60));
  if (!centre) return [];
  // Haversine on a 6371 km sphere; least(1, …) keeps rounding from leaving asin's domain.
  const distance = sql<number>`2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(${parcelShops.latitude} - ${centre.lat}) / 2), 2) +
      cos(radians(${centre.lat})) * cos(radians(${parcelShops.latitude})) *
      power(sin(radians(${parcelShops.longitude} - ${centre.lon}) / 2), 2))))`.mapWith(Number);
  const rows = await db
    .select({
      id: parcelShops.id,
      name: parcelShops.name,
      street: parcelShops.street,
      postalCode: parcelShops.postalCode,
      city: parcelShops.city,
      country: parcelShops.country,
      openingHours: parcelShops.openingHours,
      distanceKm: distance,
    })
    .from(parcelShops)
    .where(and(eq(parcelShops.country, country), sql`${distance} <= ${MAX_DISTANCE_KM}`))
    .orderBy(distance, parcelShops.id)
    .limit(MAX_PARCEL_SHOPS);
  return rows.map((r) => ({ ...r, distanceKm: Math.round(r.distanceKm * 10) / 10 }));
}

export async function findParcelShop(db: Db, country: CountryCode, id: string) {
  const [row] = await db
    .select()
    .from(parcelShops)
    .where(and(eq(parcelShops.country, country), eq(parcelShops.id, id.slice(0, 20))));
  return row ?? null;
}
