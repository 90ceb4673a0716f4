// Obvious spam keeps a review from publishing at once: it is stored 'pending' for a person to look at. False
// positives cost a delay, not the review, so the rules may be blunt.
import type { ReviewInput } from './review-rules';

export type SpamReason = 'link' | 'contact' | 'markup' | 'repetition' | 'shouting' | 'keyword';

const link =
  /(https?:\/\/|www\.|\b[a-z0-9-]{2,}\.(com|net|org|info|biz|xyz|top|io|ru|cn|shop|online|site|de|at|ch|nl|eu)\b)/i;
const contact = /([\w.+-]+@[\w-]+\.[\w.]+|(\+|00)\d[\d /-]{7,}\d|t\.me\/|wa\.me\/)/i;
const markup =
  /<\s*\/?\s*(a|script|iframe|img|style|object|embed|form|svg|link|meta)\b|\bhref\s*=|\bon\w+\s*=|javascript:/i;
const repetition = /(.)\1{9,}/u;
const keyword = /\b(viagra|cialis|casino|bitcoin|crypto|forex|porn|escort|loan offer|sofortkredit)\b/i;

export function spamReason({ title, text, authorName }: ReviewInput): SpamReason | null {
  const all = `${title}\n${text}\n${authorName}`;
  if (markup.test(all)) return 'markup';
  if (contact.test(all)) return 'contact';
  if (link.test(all)) return 'link';
  if (keyword.test(all)) return 'keyword';
  if (repetition.test(all)) return 'repetition';
  const letters = all.replace(/[^\p{L}]/gu, '');
  const upper = all.replace(/[^\p{Lu}]/gu, '');
  if (letters.length >= 20 && upper.length / letters.length > 0.7) return 'shouting';
  return null;
}
