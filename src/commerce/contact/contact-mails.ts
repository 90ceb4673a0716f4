// The two mails of a contact request, written into the outbox with the ticket: the confirmation to the sender (ticket
// number and subject only — never the message itself, so the form cannot be used to send any text to any address)
// and the request to the shop's service inbox, with every field and the pictures.
import { mailHostOf, senderOf } from '@/commerce/customer/customer-mails';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import { env } from '@/platform/config/env';
import type { Db } from '@/platform/db/client';
import { messagesFor } from '@/platform/i18n/messages';
import type { Locale } from '@/platform/i18n/locales';
import { enqueueMail } from '@/platform/mail/enqueue-mail';
import type { ContactRequest } from './contact-input';
import type { KeptAttachment } from './prepare-attachments';
import { savedName } from './ticket-report';

/** SERVICE_INBOXES per tenant, else kundenservice@ the shop's host. */
export function serviceInboxOf(shop: ShopContext): string {
  const configured = env().SERVICE_INBOXES[shop.tenant.key];
  if (configured) return configured;
  const host = mailHostOf(shop);
  // `localhost` alone is no mail domain an address may carry.
  return `kundenservice@${host.includes('.') ? host : `${host}.invalid`}`;
}

type ContactTexts = ReturnType<typeof messagesFor>['contact'];

const yesNo = (texts: ContactTexts, value: boolean) => (value ? texts.mail.yes : texts.mail.no);

/** "Label: value" per filled field, in the service team's language. */
export function requestDetails(
  request: ContactRequest,
  locale: Locale,
  extra: { number: string; customerId: string | null },
) {
  const texts = messagesFor(locale).contact;
  const f = texts.fields;
  const lines: [string, string][] = [
    [texts.mail.ticket, extra.number],
    [f.subject, texts.subjects[request.subject]],
    [f.salutation, texts.salutations[request.salutation]],
    [f.firstName, request.firstName],
    [f.lastName, request.lastName],
    [f.email, request.email],
    [f.phone, request.phone],
    [f.customerNumber, request.customerNumber],
    [texts.mail.loggedIn, extra.customerId ? texts.mail.yes : texts.mail.no],
    [f.birthday, request.birthday],
    [f.street, [request.street, request.houseNumber].filter(Boolean).join(' ')],
    [f.city, [request.postalCode, request.city].filter(Boolean).join(' ')],
    [f.orderNumber, request.orderNumber],
    [f.productNumber, request.productNumber],
    [f.barrierLocation, request.barrierLocation],
  ];
  const wishes: [string, string][] = [
    [f.cancelNewsletter, yesNo(texts, request.cancelNewsletter)],
    [f.cancelAdvertising, yesNo(texts, request.cancelAdvertising)],
    [f.cancelMarketing, yesNo(texts, request.cancelMarketing)],
    [f.frequency, request.frequency],
    [f.pauseDays, request.pauseDays],
  ];
  const anyWish =
    request.cancelNewsletter ||
    request.cancelAdvertising ||
    request.cancelMarketing ||
    request.frequency !== '' ||
    request.pauseDays !== '';
  return [...lines, ...(anyWish ? wishes : [])]
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

export async function enqueueContactMails(
  tx: Db,
  shop: ShopContext,
  request: ContactRequest,
  ticket: { number: string; customerId: string | null },
  kept: readonly KeptAttachment[],
): Promise<void> {
  const texts = messagesFor(shop.locale).contact;
  await enqueueMail(tx, shop.tenant.key, {
    from: senderOf(shop),
    to: request.email,
    locale: shop.locale,
    catalog: 'contact',
    template: 'confirmation',
    params: {
      brand: shop.tenant.brand,
      firstName: request.firstName,
      lastName: request.lastName,
      number: ticket.number,
      subject: texts.subjects[request.subject],
    },
  });
  // The team reads requests in the shop's first language; the customer's language is named in the mail.
  const team = inLocaleOf(shop, shop.tenant.locales[0]);
  await enqueueMail(tx, shop.tenant.key, {
    from: senderOf(shop),
    to: serviceInboxOf(shop),
    locale: team.locale,
    catalog: 'contact',
    template: 'service',
    params: {
      brand: shop.tenant.brand,
      number: ticket.number,
      subject: messagesFor(team.locale).contact.subjects[request.subject],
      language: shop.locale,
      details: requestDetails(request, team.locale, ticket),
      message: request.message,
      attachmentCount: String(kept.length),
    },
    ...(kept.length > 0
      ? {
          attachments: kept.map((file, i) => ({
            filename: savedName(ticket, { position: i, contentType: file.contentType }),
            contentType: file.contentType,
            contentBase64: Buffer.from(file.bytes).toString('base64'),
          })),
        }
      : {}),
  });
}
