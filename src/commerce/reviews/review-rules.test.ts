import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, reviewInputSchema } from './review-rules';

const valid = {
  rating: 4,
  title: 'Bequem',
  text: 'Sitzt gut und trägt sich auch nach Stunden angenehm.',
  authorName: 'Anna K.',
};
const errorsOf = (input: unknown) => {
  const result = reviewInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('reviewInputSchema', () => {
  it('accepts a complete review', () => {
    expect(reviewInputSchema.parse(valid)).toEqual(valid);
  });

  it.each([0, 6, 2.5, -1, Number.NaN, '4', null, true])('refuses the rating %s', (rating) => {
    expect(errorsOf({ ...valid, rating })).toEqual({ rating: 'ratingRequired' });
  });

  it('names the rule each field breaks', () => {
    expect(errorsOf({ rating: 3, title: 'ok', text: 'zu kurz', authorName: 'A' })).toEqual({
      title: 'titleTooShort',
      text: 'textTooShort',
      authorName: 'authorNameTooShort',
    });
    expect(
      errorsOf({ ...valid, title: 'x'.repeat(121), text: 'y'.repeat(2001), authorName: 'z'.repeat(61) }),
    ).toEqual({
      title: 'titleTooLong',
      text: 'textTooLong',
      authorName: 'authorNameTooLong',
    });
    expect(errorsOf({ rating: 3 })).toEqual({ title: 'required', text: 'required', authorName: 'required' });
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: 'required' });
  });

  it('counts what remains after cleaning: spaces and invisible characters do not make a title long enough', () => {
    expect(errorsOf({ ...valid, title: ' a\u200b\u0000b ' })).toEqual({ title: 'titleTooShort' });
  });

  it('keeps markup and SQL as plain text (they are escaped when shown, never interpreted)', () => {
    const input = {
      ...valid,
      title: "'); DROP TABLE reviews; --",
      text: '<script>alert(1)</script> gefällt mir sehr gut, wirklich.',
    };
    expect(reviewInputSchema.parse(input)).toMatchObject({ title: input.title, text: input.text });
  });
});

describe('cleaning', () => {
  it('strips control, zero-width and direction-override characters and collapses spaces in a line', () => {
    expect(cleanLine('  Anna\u0007 \u202eK.\u200b\t\n ')).toBe('Anna K.');
  });

  it('keeps paragraphs in the text but at most one blank line', () => {
    expect(cleanText('Erster Absatz.  \r\n\r\n\r\n\r\n  Zweiter\tAbsatz.\u0000')).toBe(
      'Erster Absatz.\n\nZweiter Absatz.',
    );
  });

  it('normalizes to NFC so "ü" typed two ways is stored one way', () => {
    expect(cleanLine('Gru\u0308n')).toBe('Grün');
  });
});
