import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('spells German umlauts and ß out and drops French accents', () => {
    expect(slugify('Ecksofa Lund mit Schlaffunktion')).toBe('ecksofa-lund-mit-schlaffunktion');
    expect(slugify('Größe: Weiß & Grün')).toBe('groesse-weiss-gruen');
    expect(slugify('Téléviseur 4K « Écran » 55 pouces')).toBe('televiseur-4k-ecran-55-pouces');
    expect(slugify('Bh’s & polo’s')).toBe('bh-s-polo-s');
  });

  it('keeps slugs short and without edge hyphens', () => {
    const slug = slugify(`${'Sehr langer Name '.repeat(10)}!`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
