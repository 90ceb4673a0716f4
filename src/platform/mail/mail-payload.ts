// What a mail in the outbox table says: who gets it, in which language, which catalog text, and its link. Rendered
// and sent by the outbox worker (src/platform/jobs), after the transaction that wrote it has committed.
import { z } from 'zod';
import { locales } from '@/platform/i18n/locales';

export const mailTopic = 'mail.send';

export const mailPayloadSchema = z.object({
  from: z.string().min(3),
  to: z.email(),
  locale: z.enum(locales),
  /** A key under `account.mail` in messages/<locale>.json with subject, greeting, body, optional action, closing. */
  template: z.string().regex(/^[a-zA-Z]+$/),
  /** ICU arguments of the texts (first name, brand, customer number …). */
  params: z.record(z.string(), z.string()),
  /** The one link of the mail (activation, reset): a secret until the mail is out, then removed from the row. */
  link: z.url().optional(),
});

export type MailPayload = z.infer<typeof mailPayloadSchema>;
