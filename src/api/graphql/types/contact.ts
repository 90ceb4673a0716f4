// `sendContactRequest`: the contact form (SPEC §3, §5), its pictures as multipart uploads (SPEC §7). Answers the
// ticket number and a verdict per file, or a GraphQL error with a stable code: CONTACT_INVALID_INPUT (with the code
// of each refused field), CONTACT_RATE_LIMITED (with retryAfterSeconds).
import { GraphQLError } from 'graphql';
import { submitContactRequest, type ContactSender } from '@/commerce/contact/submit-contact-request';
import { currentCustomer } from '@/commerce/customer/current-customer';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { clientAddressKey } from '@/api/http/client-address';
import { readCredentials } from '@/api/identity/session-cookies';
import { getDb } from '@/platform/db/database';
import { builder } from '../builder';
import { respondPrivately } from '../response-headers';
import { AttachmentVerdictRef } from './attachment-check';

const ContactRequestInput = builder.inputType('ContactRequestInput', {
  description:
    'The fields of the contact form; which ones a subject needs is the server’s rule (contact-subjects.ts).',
  fields: (t) => ({
    subject: t.string({ required: true }),
    salutation: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
    customerNumber: t.string(),
    birthday: t.string({ description: 'YYYY-MM-DD.' }),
    street: t.string(),
    houseNumber: t.string(),
    postalCode: t.string(),
    city: t.string(),
    orderNumber: t.string(),
    productNumber: t.string(),
    barrierLocation: t.string(),
    message: t.string({ required: true }),
    cancelNewsletter: t.boolean(),
    cancelAdvertising: t.boolean(),
    cancelMarketing: t.boolean(),
    frequency: t.string({ description: 'A frequency code of the newsletter form, or empty to keep it.' }),
    pauseDays: t.string({ description: '7, 14, 21 or 30, or empty.' }),
    terms: t.boolean({ required: true }),
    website: t.string({ description: 'Leave empty.' }),
  }),
});

const ContactRequestSent = builder
  .objectRef<{
    number: string;
    attachments: { name: string; size: number; accepted: boolean }[];
    newsletter: string;
  }>('ContactRequestSent')
  .implement({
    fields: (t) => ({
      ticketNumber: t.exposeString('number', {
        description: 'K-XXXX-XXXX, quoted in the confirmation mail.',
      }),
      attachments: t.field({
        type: [AttachmentVerdictRef],
        description: 'One verdict per file sent; refused files are not kept.',
        resolve: (sent) => sent.attachments as never,
      }),
      newsletter: t.exposeString('newsletter', {
        description:
          'What the newsletter wishes did: none, applied (logged-in owner), link-sent (a settings link by mail).',
      }),
    }),
  });

/** Without null values: the schema's defaults stand for what the client left out. */
const present = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

builder.mutationField('sendContactRequest', (t) =>
  t.field({
    type: ContactRequestSent,
    description:
      'Sends the contact form: a ticket, a confirmation to the sender, the request to the service team.',
    args: {
      input: t.arg({ type: ContactRequestInput, required: true }),
      files: t.arg({ type: ['File'], required: false }),
    },
    resolve: async (_root, { input, files }, { scope, request }) => {
      respondPrivately(request);
      const db = await getDb();
      const current = await currentCustomer(db, scope.shop, readCredentials(request));
      let sender: ContactSender | null = null;
      if (current.level === 'full') {
        const row = await findCustomerById(db, scope.shop.tenant.key, current.customer.id);
        if (row) sender = { customerId: row.id, email: row.email };
      }
      const result = await submitContactRequest(
        db,
        scope.shop,
        { address: clientAddressKey(request) },
        sender,
        present(input),
        files ?? [],
      );
      if (!result.ok) {
        scope.log.info({ event: 'contact-refused', code: result.code }, 'contact');
        const { ok: _ok, code, ...details } = result;
        throw new GraphQLError(
          code === 'CONTACT_RATE_LIMITED' ? 'Too many contact requests.' : 'The contact form is not valid.',
          {
            extensions: { code, ...details },
          },
        );
      }
      // The ticket number and counts only: nothing the person typed goes into the log.
      scope.log.info(
        {
          event: 'contact-sent',
          ticket: result.number,
          files: result.attachments.length,
          newsletter: result.newsletter,
        },
        'contact',
      );
      return result;
    },
  }),
);
