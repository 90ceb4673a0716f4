// The newsletter forms' rules (SPEC §3, §5, §9): one zod schema per form, used by the browser form and the server.
// Messages are keys of the `newsletter.validation` messages.
import { z } from 'zod';

/**
 * Frequency codes of the unsubscribe form's radio field `newsletter` (SPEC §3: 0 daily, 1 weekly, 2 biweekly,
 * 3 monthly). Twice per week, which the texts offer too, is 4 (decision 0026): the next free number, so the
 * given codes keep their meaning.
 */
export const frequencyCodes = [0, 4, 1, 2, 3] as const;
export type FrequencyCode = (typeof frequencyCodes)[number];
export const frequencyNames: Record<FrequencyCode, 'daily' | 'twiceWeekly' | 'weekly' | 'biweekly' | 'monthly'> = {
  0: 'daily',
  4: 'twiceWeekly',
  1: 'weekly',
  2: 'biweekly',
  3: 'monthly',
};
export const defaultFrequency: FrequencyCode = 1;

/** SPEC §9: unsubscribe 99, pause -100; pauses of 7, 14, 21 or 30 days. */
export const unsubscribeCode = 99;
export const pauseCode = -100;
export const pauseDays = [7, 14, 21, 30] as const;
export type PauseDays = (typeof pauseDays)[number];

/** The values of the radio field `newsletter`, exactly as SPEC §3 writes them. */
export const newsletterChoiceValues = [
  ...frequencyCodes.map((code) => `frequency|${code}` as const),
  `unsubscribe|${unsubscribeCode}` as const,
  `pause|${pauseCode}` as const,
] as const;
export type NewsletterChoiceValue = (typeof newsletterChoiceValues)[number];

export const salutations = ['female', 'male', 'notSpecified'] as const;
export const interestKeys = ['fashion', 'living', 'shoes', 'technology', 'home'] as const;

/** Where a sign-up started (`?areaKey=servicePromotionTeaser`): a short identifier, else "unknown". */
export const areaKeySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/)
  .catch('unknown');

const email = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(254, { message: 'emailInvalid' })
  .pipe(z.email({ message: 'emailInvalid' }));

export const subscribeSchema = z.object({
  email,
  salutation: z.enum(salutations, { message: 'required' }),
  interests: z.array(z.enum(interestKeys)).max(interestKeys.length).default([]),
  marketResearch: z.boolean().default(false),
  areaKey: areaKeySchema.default('unknown'),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** Resend the confirmation, or ask for a link to manage the subscription: the address only. */
export const addressSchema = z.object({ email });
export type AddressInput = z.infer<typeof addressSchema>;

/** A link's secret; shapes are checked by the signature, so only the length is bounded here. */
export const tokenSchema = z.object({ token: z.string().min(10).max(600) });

/** The unsubscribe form (SPEC §3): the radio field, the pause select and, on a full unsubscribe, the brands. */
export const preferencesSchema = z
  .object({
    token: z.string().min(10).max(600).optional(),
    newsletter: z.enum(newsletterChoiceValues, { message: 'choose' }),
    pauseDays: z.coerce.number().pipe(z.union(pauseDays.map((d) => z.literal(d)))).optional(),
    brands: z.array(z.string().max(40)).max(10).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.newsletter === `pause|${pauseCode}` && value.pauseDays === undefined)
      ctx.addIssue({ code: 'custom', path: ['pauseDays'], message: 'choosePause' });
    if (value.newsletter === `unsubscribe|${unsubscribeCode}` && value.brands.length === 0)
      ctx.addIssue({ code: 'custom', path: ['brands'], message: 'chooseBrand' });
  });
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** Leaving one of the two extra mailings, by signed link or from the account. */
export const leaveMailingSchema = z.object({
  token: z.string().min(10).max(600).optional(),
  mailing: z.enum(['marketResearch', 'personalised']),
});
export type LeaveMailingInput = z.infer<typeof leaveMailingSchema>;

export type NewsletterChoice =
  | { kind: 'frequency'; frequency: FrequencyCode }
  | { kind: 'pause'; days: PauseDays }
  | { kind: 'unsubscribe'; brands: string[] };

/** The radio value as the use case's choice. */
export function choiceOf(input: PreferencesInput): NewsletterChoice {
  const [kind, code] = input.newsletter.split('|') as [string, string];
  if (kind === 'pause') return { kind: 'pause', days: input.pauseDays! };
  if (kind === 'unsubscribe') return { kind: 'unsubscribe', brands: input.brands };
  return { kind: 'frequency', frequency: Number(code) as FrequencyCode };
}

export const normalizeEmail = (value: string) => value.trim().toLowerCase();
