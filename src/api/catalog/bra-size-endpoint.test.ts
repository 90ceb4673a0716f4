import { describe, expect, it } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { clientAddressHeader } from '@/platform/http/client-address';
import { postBraSize } from './bra-size-endpoint';

let address = 0;
const post = (body: unknown, { host = 'localhost', lang = '', csrf = true } = {}) =>
  postBraSize(
    new Request(`http://localhost/api/catalog/bra-size${lang ? `?lang=${lang}` : ''}`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        [clientAddressHeader]: `192.0.2.${(address++ % 250) + 1}`,
        ...(csrf ? { [csrfHeader]: '1' } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

describe('POST /api/catalog/bra-size', () => {
  it('answers the EU size from the table, privately', async () => {
    const response = await post({ bust: '88', underBust: '73' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ size: '75B', shown: [{ system: 'EU', size: '75B' }] });
  });

  it('names the French band beside it in French-speaking Switzerland', async () => {
    const response = await post({ bust: '98,5', underBust: 80 }, { host: 'ch.localhost', lang: 'fr' });
    expect(await response.json()).toEqual({
      size: '80D',
      shown: [
        { system: 'EU', size: '80D' },
        { system: 'FR', size: '95D' },
      ],
    });
  });

  it('refuses what the form refuses, field by field, with the schema codes', async () => {
    const response = await post({ bust: '', underBust: 'abc' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'BRA_MEASUREMENTS_INVALID',
      fields: { bust: 'BRA_REQUIRED', underBust: 'BRA_NUMBER' },
    });
  });

  it('says when the measurements are outside the table', async () => {
    const response = await post({ bust: '84', underBust: '75' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'BRA_SIZE_OUT_OF_TABLE' });
  });

  it('refuses a request without the CSRF header', async () => {
    expect((await post({ bust: '88', underBust: '73' }, { csrf: false })).status).toBe(403);
  });
});
