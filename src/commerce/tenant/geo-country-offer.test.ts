import { describe, expect, it } from 'vitest';
import { decideGeoOffer, languageCountry, visitorCountry } from './geo-country-offer';
import { resolveFlags } from './flags';
import { tenants } from './tenants';

describe('where the visitor seems to be', () => {
  it('takes the CDN header first, then the address, then the language', () => {
    const all = { headerCountry: 'AT', addressCountry: 'CH', acceptLanguage: 'nl-NL' };
    expect(visitorCountry(all)).toEqual({ country: 'AT', source: 'header' });
    expect(visitorCountry({ ...all, headerCountry: null })).toEqual({ country: 'CH', source: 'address' });
    expect(visitorCountry({ ...all, headerCountry: null, addressCountry: null })).toEqual({ country: 'NL', source: 'language' });
    expect(visitorCountry({})).toBeNull();
  });

  it('passes over header values that name no country (unknown, Tor) and malformed ones', () => {
    for (const header of ['XX', 'T1', '', 'Austria', 'a1'])
      expect(visitorCountry({ headerCountry: header, addressCountry: 'ch' })).toEqual({ country: 'CH', source: 'address' });
  });

  it('reads the region of the most preferred language that has one', () => {
    expect(languageCountry('de-AT,de;q=0.9,en;q=0.8')).toBe('AT');
    expect(languageCountry('de,en;q=0.5,fr-CH;q=0.4')).toBe('CH');
    expect(languageCountry('en-US;q=0.2,nl-NL')).toBe('NL');
    expect(languageCountry('zh-Hant-TW')).toBe('TW');
    expect(languageCountry('de, fr')).toBeNull();
    expect(languageCountry('nl-NL;q=0')).toBeNull();
    expect(languageCountry(null)).toBeNull();
  });
});

describe('the geo offer', () => {
  it('offers the shop of the country the visitor is in', () => {
    expect(decideGeoOffer(tenants.de, { headerCountry: 'AT' }).tenant).toBe('at');
    expect(decideGeoOffer(tenants.at, { addressCountry: 'DE' }).tenant).toBe('de');
    expect(decideGeoOffer(tenants.nl, { acceptLanguage: 'fr-CH' }).tenant).toBe('ch');
    expect(decideGeoOffer(tenants.ch, { headerCountry: 'NL' }).tenant).toBe('nl');
  });

  it('offers nothing in the own country, nor where we have no shop', () => {
    expect(decideGeoOffer(tenants.de, { headerCountry: 'DE', addressCountry: 'AT' }).tenant).toBeNull();
    expect(decideGeoOffer(tenants.ch, { acceptLanguage: 'de-CH' }).tenant).toBeNull();
    expect(decideGeoOffer(tenants.de, { headerCountry: 'FR', acceptLanguage: 'fr-CH' })).toEqual({
      tenant: null,
      seen: { country: 'FR', source: 'header' },
    });
  });

  it('offers nothing when the flag is off', () => {
    const off = { ...tenants.de, flags: resolveFlags('full', { geoCountryLayer: false }) };
    expect(decideGeoOffer(off, { headerCountry: 'AT' }).tenant).toBeNull();
  });
});
