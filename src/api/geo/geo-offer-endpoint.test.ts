import { describe, expect, it } from 'vitest';
import { clientAddressHeader } from '@/platform/http/client-address';
import { getGeoOffer } from './geo-offer-endpoint';

const ask = (host: string, headers: Record<string, string>) =>
  getGeoOffer(new Request('http://localhost/api/geo/offer', { headers: { host, [clientAddressHeader]: '192.0.2.1', ...headers } }));

describe('GET /api/geo/offer', () => {
  it('offers the shop of the CDN country header, privately', async () => {
    const response = await ask('localhost', { 'cf-ipcountry': 'AT' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ country: 'AT' });
  });

  it('finds the country of the client address in the offline database', async () => {
    // An address of an Austrian network (the public broadcaster's block).
    const response = await ask('nl.localhost', { [clientAddressHeader]: '194.232.104.3' });
    expect(await response.json()).toEqual({ country: 'AT' });
  });

  it('falls back to the browser language, and offers nothing in the own country', async () => {
    expect(await (await ask('at.localhost', { 'accept-language': 'de-CH,de;q=0.8' })).json()).toEqual({ country: 'CH' });
    expect(await (await ask('at.localhost', { 'accept-language': 'de-AT' })).json()).toEqual({ country: null });
    expect(await (await ask('localhost', {})).json()).toEqual({ country: null });
  });
});
