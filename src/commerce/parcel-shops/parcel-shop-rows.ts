// Builds the demo parcel shops from parcel-shop-cities.ts: deterministic positions around each city centre (up to
// ~5 km out), house numbers, hosts and one of four opening-hour patterns.
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { foldPlace, foldTransliteration } from './fold-place';
import { hostNames, seedCities, type SeedCity } from './parcel-shop-cities';
import type { OpeningDay, ParcelShopRow } from './parcel-shop.schema';

const days = (from: number, to: number, opens: string, closes: string): OpeningDay[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, opens, closes }));

export const openingPatterns: OpeningDay[][] = [
  [...days(1, 5, '08:00', '20:00'), ...days(6, 6, '09:00', '18:00')],
  [...days(1, 6, '06:00', '22:00'), ...days(7, 7, '08:00', '20:00')],
  [...days(1, 5, '09:00', '18:30'), ...days(6, 6, '09:00', '14:00')],
  [...days(1, 5, '07:00', '19:00'), ...days(6, 6, '08:00', '16:00')],
];

const frenchCities = new Set(['Genève', 'Lausanne']);

function hostsOf(country: CountryCode, city: SeedCity): readonly string[] {
  if (country === 'NL') return hostNames.nl;
  if (country === 'CH') return frenchCities.has(city.city) ? hostNames.fr : hostNames.chDe;
  return hostNames.de;
}

/** '|berlin|' or '|geneve|genf|geneva|': every name, folded both ways, between bars for a prefix match. */
export function cityKeyOf(city: SeedCity): string {
  const keys = new Set([city.city, ...city.aliases].flatMap((n) => [foldPlace(n), foldTransliteration(foldPlace(n))]));
  return `|${[...keys].join('|')}|`;
}

export function parcelShopRows(): ParcelShopRow[] {
  return (Object.keys(seedCities) as CountryCode[]).flatMap((country) =>
    seedCities[country].flatMap((city, ci) =>
      city.postalCodes.map((postalCode, i) => {
        const hosts = hostsOf(country, city);
        const angle = ((i * 72 + ci * 17) * Math.PI) / 180;
        const km = 0.4 + i * 1.1;
        const houseNumber = 3 + ((i * 37 + ci * 11) % 140);
        // French-speaking Switzerland writes the number first: "12 Rue de Lausanne".
        const street = frenchCities.has(city.city) ? `${houseNumber} ${city.streets[i]}` : `${city.streets[i]} ${houseNumber}`;
        return {
          id: `${country}-${String(ci + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
          country,
          name: hosts[(i + ci * 2) % hosts.length]!,
          street,
          postalCode,
          postalKey: postalCode.replace(/\s+/g, ''),
          city: city.city,
          cityKey: cityKeyOf(city),
          latitude: Number((city.latitude + (km * Math.cos(angle)) / 111.2).toFixed(5)),
          longitude: Number(
            (city.longitude + (km * Math.sin(angle)) / (111.2 * Math.cos((city.latitude * Math.PI) / 180))).toFixed(5),
          ),
          openingHours: openingPatterns[(i + ci) % openingPatterns.length]!,
        };
      }),
    ),
  );
}
