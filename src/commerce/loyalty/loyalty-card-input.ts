// The card number as the customer types it (SPEC §5, §9: a loyalty card number has 10 digits): spaces and hyphens
// between groups are allowed and dropped; anything else but digits, or another length, is refused with its own
// code, so the message says what is wrong. The same schema checks the form and the endpoint (decision 0020).
import { z } from 'zod';

export const loyaltyCardNumberLength = 10;

/** The code of what is wrong with a typed number, or null. */
export function cardNumberProblem(digits: string): 'CARD_REQUIRED' | 'CARD_DIGITS_ONLY' | 'CARD_LENGTH' | null {
  if (digits === '') return 'CARD_REQUIRED';
  if (!/^\d+$/.test(digits)) return 'CARD_DIGITS_ONLY';
  return digits.length === loyaltyCardNumberLength ? null : 'CARD_LENGTH';
}

export const loyaltyCardSchema = z.object({
  cardNumber: z.string().transform((value, ctx) => {
    const digits = value.replace(/[\s-]/g, '');
    const problem = cardNumberProblem(digits);
    if (!problem) return digits;
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  }),
});

export type LoyaltyCardInput = z.input<typeof loyaltyCardSchema>;
