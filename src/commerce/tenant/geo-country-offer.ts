// The geo-country layer's decision (flag `geoCountryLayer`; decision 0048): where the visitor seems to be — the
// country a CDN names, else the country of their address, else the region of their preferred language — and whether
// that is another of our shops' countries. The first signal that names a country decides, whatever it names: a
// visitor the CDN places in France is not offered Switzerland because their browser speaks fr-CH.
import { tenantKeys, tenants, type Tenant, type TenantKey } from './tenants';

export type GeoSource = 'header' | 'address' | 'language';

export interface GeoSignals {
  /** The CDN's country header, as sent ("AT", "XX" for unknown, "T1" for Tor). */
  headerCountry?: string | null;
  /** The country of the client address in the offline IP database. */
  addressCountry?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
}

export interface VisitorCountry {
  country: string;
  source: GeoSource;
}

/** An ISO 3166-1 alpha-2 code of a real country (not Cloudflare's XX/T1, nor the EU/AP blocks of IP registries). */
function realCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !['XX', 'T1', 'EU', 'AP', 'ZZ'].includes(code) ? code : null;
}

/** The region of the most preferred language tag that has one: "de-AT,de;q=0.9" → AT; "de,en" → null. */
export function languageCountry(acceptLanguage: string | null | undefined): string | null {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})$/i.exec(tag)?.[1];
    if (region) return realCountry(region);
  }
  return null;
}

export function visitorCountry(signals: GeoSignals): VisitorCountry | null {
  const header = realCountry(signals.headerCountry);
  if (header) return { country: header, source: 'header' };
  const address = realCountry(signals.addressCountry);
  if (address) return { country: address, source: 'address' };
  const language = languageCountry(signals.acceptLanguage);
  return language ? { country: language, source: 'language' } : null;
}

export interface GeoOffer {
  /** The shop to offer, or null: the flag is off, the visitor's country is unknown, ours, or none of our shops'. */
  tenant: TenantKey | null;
  /** Where the visitor seems to be, for the log. */
  seen: VisitorCountry | null;
}

export function decideGeoOffer(current: Tenant, signals: GeoSignals): GeoOffer {
  if (!current.flags.geoCountryLayer) return { tenant: null, seen: null };
  const seen = visitorCountry(signals);
  if (!seen || seen.country === current.country) return { tenant: null, seen };
  return { tenant: tenantKeys.find((key) => tenants[key].country === seen.country) ?? null, seen };
}
