// Parcel shops (Paketshops) per country: carrier data, not a shop's own, so the rows are keyed by country and every
// tenant reads the shops of its own delivery country (docs/checkout.md). Seeded by parcel-shops-seeder.ts.
import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Opening hours of one weekday: 1 = Monday … 7 = Sunday; local wall-clock times. A missing day is closed. */
export interface OpeningDay {
  day: number;
  opens: string;
  closes: string;
}

export const parcelShops = pgTable(
  'parcel_shops',
  {
    id: text('id').primaryKey(),
    country: text('country', { enum: ['DE', 'AT', 'CH', 'NL'] }).notNull(),
    name: text('name').notNull(),
    /** Street and house number as printed on a label. */
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Postal code without spaces, upper case: what a prefix search compares ('1012AB'). */
    postalKey: text('postal_key').notNull(),
    city: text('city').notNull(),
    /** The city folded (lower case, no diacritics, ß → ss): what a place search compares. */
    cityKey: text('city_key').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningDay[]>().notNull(),
  },
  (t) => [
    index('parcel_shops_postal_idx').on(t.country, t.postalKey),
    index('parcel_shops_city_idx').on(t.country, t.cityKey),
  ],
);

export type ParcelShopRow = typeof parcelShops.$inferSelect;
