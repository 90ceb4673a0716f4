import { describe, expect, it } from 'vitest';
import { pageViewIds } from './page-view-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('page-view identifier (SPEC §3)', () => {
  it('is a UUID that stays for a pathname and changes with it', () => {
    const ids = pageViewIds();
    const home = ids.idFor('/');
    expect(home).toMatch(uuid);
    expect(ids.idFor('/')).toBe(home);
    const basket = ids.idFor('/warenkorb');
    expect(basket).toMatch(uuid);
    expect(basket).not.toBe(home);
  });

  it('takes the initial value for the first pathname, then new ids', () => {
    const initial = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
    const ids = pageViewIds(initial);
    expect(ids.idFor('/p/x')).toBe(initial);
    expect(ids.idFor('/p/y')).not.toBe(initial);
  });

  it('makes v4 UUIDs without crypto.randomUUID too (insecure contexts)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, () => pageViewIds().idFor('/')));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('ignores an initial value that is not a UUID', () => {
    expect(pageViewIds('<script>').idFor('/')).toMatch(uuid);
  });
});
