// Sending the contact form: validate (the form's own schema), count the try, keep the pictures that pass the upload
// rules (decoded and written anew), then in one transaction the ticket, its pictures and both mails; the newsletter
// wishes act on the subscription record afterwards. Nothing personal goes into the log.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { normalizeEmail } from '@/commerce/newsletter/newsletter-input';
import type { NewsletterRequester } from '@/commerce/newsletter/subscribe-to-newsletter';
import type { Db } from '@/platform/db/client';
import type { AttachmentVerdict } from './attachment-rules';
import { contactSchema, type ContactRequest } from './contact-input';
import { spendContactTry } from './contact-limits';
import { enqueueContactMails } from './contact-mails';
import { applyNewsletterWishes, type NewsletterOutcome } from './contact-newsletter';
import { insertAttachments, insertTicket } from './contact-store';
import { prepareAttachments } from './prepare-attachments';
import { newTicketNumber } from './ticket-number';
import { contactTickets } from './contact.schema';

export type ContactFailure =
  | { ok: false; code: 'CONTACT_INVALID_INPUT'; fields: Record<string, string> }
  | { ok: false; code: 'CONTACT_RATE_LIMITED'; retryAfterSeconds: number };

export interface ContactSent {
  ok: true;
  number: string;
  /** One verdict per file sent: the refused ones are named with their reason; the others are kept. */
  attachments: AttachmentVerdict[];
  newsletter: NewsletterOutcome;
}

/** The logged-in customer sending the form, when there is one. */
export interface ContactSender {
  customerId: string;
  email: string;
}

export async function submitContactRequest(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  sender: ContactSender | null,
  input: unknown,
  files: readonly File[],
): Promise<ContactSent | ContactFailure> {
  const parsed = contactSchema(shop.tenant.country as CountryCode).safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
    return { ok: false, code: 'CONTACT_INVALID_INPUT', fields };
  }
  const request = parsed.data;
  const retryAfter = await spendContactTry(requester.address, shop.tenant.key, normalizeEmail(request.email));
  if (retryAfter !== null) return { ok: false, code: 'CONTACT_RATE_LIMITED', retryAfterSeconds: retryAfter };

  const { verdicts, kept } = await prepareAttachments(files);
  // The honeypot was filled: a bot. It gets what a person gets, and nothing is kept or sent.
  if (request.website !== '')
    return { ok: true, number: newTicketNumber(), attachments: verdicts, newsletter: 'none' };

  const number = await db.transaction(async (tx) => {
    const number = await uniqueNumber(tx, shop.tenant.key);
    const ticket = await insertTicket(tx, {
      tenantId: shop.tenant.key,
      number,
      locale: shop.locale,
      subject: request.subject,
      customerId: sender?.customerId ?? null,
      email: request.email,
      fields: storedFields(request),
      createdAt: shop.now(),
    });
    await insertAttachments(
      tx,
      kept.map((file, position) => ({
        tenantId: shop.tenant.key,
        ticketId: ticket.id,
        position,
        name: file.name.slice(0, 200),
        contentType: file.contentType,
        size: file.bytes.byteLength,
        width: file.width,
        height: file.height,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        bytes: file.bytes,
      })),
    );
    await enqueueContactMails(tx, shop, request, { number, customerId: sender?.customerId ?? null }, kept);
    return number;
  });

  const newsletter = await applyNewsletterWishes(db, shop, requester, request, sender?.email ?? null);
  if (newsletter !== 'none') {
    await db
      .update(contactTickets)
      .set({ newsletterOutcome: newsletter })
      .where(and(eq(contactTickets.tenantId, shop.tenant.key), eq(contactTickets.number, number)));
  }
  return { ok: true, number, attachments: verdicts, newsletter };
}

/** A fresh number; the space holds 31^8 numbers, so a second draw is already rare. */
async function uniqueNumber(tx: Db, tenantId: string): Promise<string> {
  for (;;) {
    const number = newTicketNumber();
    const [taken] = await tx
      .select({ id: contactTickets.id })
      .from(contactTickets)
      .where(and(eq(contactTickets.tenantId, tenantId), eq(contactTickets.number, number)))
      .limit(1);
    if (!taken) return number;
  }
}

function storedFields(request: ContactRequest): Record<string, string | boolean> {
  const { website: _honeypot, ...fields } = request;
  return fields;
}
