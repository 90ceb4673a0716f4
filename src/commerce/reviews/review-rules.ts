// The one set of review rules, used by the write-review form and by the server (ARCHITECTURE rule 3). Error
// messages are message keys of the `reviews.errors` namespace, so each side words them in its own language.
import { z } from 'zod';

export const REVIEW_PAGE_SIZE = 20;
/** Deeper pages are refused: nobody reads review page 500, and big offsets cost the database. */
export const MAX_REVIEW_PAGE = 250;

export const reviewSorts = ['newest', 'helpful', 'rating-desc', 'rating-asc'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const starValues = [5, 4, 3, 2, 1] as const;

export const reviewLimits = {
  title: { min: 3, max: 120 },
  text: { min: 20, max: 2000 },
  authorName: { min: 2, max: 60 },
} as const;

// C0 and C1 controls (tab and line breaks are handled separately), zero-width and bidirectional overrides that
// could hide or reorder text. Kept out of stored reviews.
const invisible =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Normalizes a single-line field: NFC, no control characters, whitespace runs collapsed, trimmed. */
export function cleanLine(value: string): string {
  return value.normalize('NFC').replace(invisible, '').replace(/\s+/g, ' ').trim();
}

/** Normalizes the review text: like cleanLine, but keeps paragraphs (at most one blank line in a row). */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(invisible, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const field = (clean: (v: string) => string, limits: { min: number; max: number }, key: string) =>
  z
    .string({ error: 'required' })
    // Cut absurd input before cleaning; the max check below still reports it as too long.
    .transform((v) => clean(v.slice(0, limits.max * 4)))
    .pipe(
      z
        .string()
        .min(1, { error: 'required', abort: true })
        .min(limits.min, { error: `${key}TooShort` })
        .max(limits.max, { error: `${key}TooLong` }),
    );

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'ratingRequired' })
    .int({ error: 'ratingRequired' })
    .min(1, { error: 'ratingRequired' })
    .max(5, { error: 'ratingRequired' }),
  title: field(cleanLine, reviewLimits.title, 'title'),
  text: field(cleanText, reviewLimits.text, 'text'),
  authorName: field(cleanLine, reviewLimits.authorName, 'authorName'),
});

/** What the form holds (before cleaning). */
export type ReviewFormValues = z.input<typeof reviewInputSchema>;
/** What the server stores (after cleaning). */
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewErrorKeys = [
  'required',
  'ratingRequired',
  'titleTooShort',
  'titleTooLong',
  'textTooShort',
  'textTooLong',
  'authorNameTooShort',
  'authorNameTooLong',
] as const;
