import { describe, expect, it } from 'vitest';
import { normaliseTerm } from './normalise-term';
import { MAX_TERM_LENGTH } from './search-types';

describe('normaliseTerm', () => {
  it('trims and collapses white space', () => {
    expect(normaliseTerm('  Schuhe \t  Damen \n')).toBe('Schuhe Damen');
  });

  it('removes control and invisible format characters', () => {
    expect(normaliseTerm('Sne\u0000aker\u200b\u202e')).toBe('Sne aker');
  });

  it('never keeps markup brackets', () => {
    expect(normaliseTerm('<script>alert(1)</script>')).toBe('script alert(1) /script');
  });

  it('cuts long input to MAX_TERM_LENGTH characters without splitting a character', () => {
    expect(normaliseTerm('a'.repeat(10_000))).toHaveLength(MAX_TERM_LENGTH);
    const emoji = normaliseTerm('😀'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(MAX_TERM_LENGTH);
    expect(emoji).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('answers an empty string for anything that is not text', () => {
    expect(normaliseTerm(undefined)).toBe('');
    expect(normaliseTerm(['a'])).toBe('');
    expect(normaliseTerm('   ')).toBe('');
  });
});
