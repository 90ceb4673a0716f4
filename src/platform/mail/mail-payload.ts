// What a mail in the outbox table says: who gets it, in which language, which catalog text, and its link. Rendered
// and sent by the outbox worker (src/platform/jobs), after the transaction that wrote it has committed.
import { z } from 'zod';
import { locales } from '@/platform/i18n/locales';

export const mailTopic = 'mail.send';

export const mailPayloadSchema = z.object({
  from: z.string().min(3),
  to: z.email(),
  locale: z.enum(locales),
  /** The catalog namespace whose `mail` holds the template: `account` (the default) or `newsletter`. */
  catalog: z.enum(['account', 'newsletter', 'contact']).optional(),
  /** A key under `<catalog>.mail` in messages/<locale>.json with subject, greeting, body, optional action, closing. */
  template: z.string().regex(/^[a-zA-Z]+$/),
  /** ICU arguments of the texts (first name, brand, customer number …). */
  params: z.record(z.string(), z.string()),
  /** The one link of the mail (activation, reset): a secret until the mail is out, then removed from the row. */
  link: z.url().optional(),
  /**
   * A newsletter mail's way out: the unsubscribe page (shown in the mail) and the RFC 8058 one-click URL (the
   * List-Unsubscribe header, with List-Unsubscribe-Post). Secrets like `link`, removed from the row once sent.
   */
  unsubscribe: z.object({ page: z.url(), oneClick: z.url() }).optional(),
  /**
   * Files sent with the mail (the contact form's pictures to the service inbox), base64. At most a few megabytes
   * (the upload limits); removed from the row once sent, like the link.
   */
  attachments: z
    .array(z.object({ filename: z.string().min(1).max(200), contentType: z.string().min(3), contentBase64: z.string() }))
    .max(20)
    .optional(),
});

export type MailPayload = z.infer<typeof mailPayloadSchema>;
