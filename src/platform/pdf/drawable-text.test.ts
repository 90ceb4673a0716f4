import { describe, expect, it } from 'vitest';
import { drawable } from './drawable-text';

describe('drawable', () => {
  it('keeps German, French and Dutch letters and the euro sign', () => {
    expect(drawable('Größe € – Zürich, Genève, één')).toBe('Größe € – Zürich, Genève, één');
  });
  it('turns the narrow no-break space and the minus sign into their WinAnsi twins', () => {
    expect(drawable('1\u202f234,50\u00a0CHF \u22125')).toBe('1\u00a0234,50\u00a0CHF -5');
  });
  it('replaces what the standard font cannot draw', () => {
    expect(drawable('Ωmega 😀')).toBe('?mega ??');
  });
});
