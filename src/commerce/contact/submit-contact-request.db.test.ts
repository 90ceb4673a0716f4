// The contact request as a use case on the database: the ticket with its pictures written anew (no metadata), both
// mails (the confirmation without the message; the service mail with every field and the pictures), the honeypot,
// the limits, the newsletter wishes on the one subscription record, and tickets found in their own shop only.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail } from '@/commerce/customer/customer-store';
import { activeSubscriber } from '@/commerce/newsletter/newsletter-factories';
import { findSubscriberByEmail } from '@/commerce/newsletter/newsletter-store';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { renderMail } from '@/platform/mail/render-mail';
import type { ContactInput } from './contact-input';
import { contactLimits } from './contact-limits';
import { findTicketByNumber, listTickets } from './contact-store';
import { submitContactRequest } from './submit-contact-request';
import { ticketNumberPattern } from './ticket-number';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedVouchers(database.db, new Date('2026-11-23T10:00:00Z'));
});
afterAll(async () => database.close());

const requester = () => ({ address: `contact-test-${randomUUID()}` });
const email = () => `kontakt.${randomUUID().slice(0, 8)}@example.org`;

const request = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  subject: 'complaintTextiles',
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Muster',
  email: email(),
  orderNumber: 'DE-2026-000123',
  message: 'Die Naht ist offen. <script>alert(1)</script>',
  terms: true,
  ...overrides,
});

/** A photo as a phone makes it: JPEG with camera and place in its EXIF. */
async function phonePhoto(name: string): Promise<File> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 140, b: 60 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'Phonemaker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } } })
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

describe('sending the contact form', () => {
  it('keeps a ticket with its pictures written anew, and mails the sender and the service team', async () => {
    const shop = testShop('de', testClock());
    const input = request();
    const photo = await phonePhoto('naht.jpg');
    expect((await sharp(new Uint8Array(await photo.arrayBuffer())).metadata()).exif).toBeDefined();
    const text = new File(['kein Bild'], 'notiz.jpg', { type: 'image/jpeg' });

    const sent = await submitContactRequest(database.db, shop, requester(), null, input, [
      photo,
      text,
      await phonePhoto('naht.jpg'),
    ]);
    expect(sent).toMatchObject({ ok: true, newsletter: 'none' });
    if (!sent.ok) return;
    expect(sent.number).toMatch(ticketNumberPattern);
    expect(sent.attachments.map((a) => (a.accepted ? 'kept' : a.code))).toEqual([
      'kept',
      'ATTACHMENT_FORMAT',
      'ATTACHMENT_DUPLICATE',
    ]);

    const stored = await findTicketByNumber(database.db, 'de', sent.number);
    expect(stored?.ticket).toMatchObject({
      subject: 'complaintTextiles',
      email: input.email,
      customerId: null,
      locale: 'de-DE',
    });
    expect(stored?.ticket.fields).toMatchObject({ orderNumber: 'DE-2026-000123', message: input.message });
    expect(stored?.attachments).toHaveLength(1);
    const kept = stored!.attachments[0]!;
    expect(kept).toMatchObject({ name: 'naht.jpg', contentType: 'image/jpeg', width: 40, height: 30 });
    expect((await sharp(kept.bytes).metadata()).exif).toBeUndefined();

    const mails = (await outboxMails(database.db, 'de')).filter((m) => m.catalog === 'contact');
    const confirmation = mails.find((m) => m.template === 'confirmation' && m.to === input.email)!;
    expect(confirmation.params).toMatchObject({
      number: sent.number,
      subject: 'Reklamation Textilien und Schuhe',
    });
    expect(JSON.stringify(confirmation)).not.toContain('Naht');

    const service = mails.find((m) => m.template === 'service' && m.params.number === sent.number)!;
    expect(service.to).toBe('kundenservice@localhost.invalid');
    expect(service.attachments).toHaveLength(1);
    expect(service.attachments![0]!.filename).toBe(`${sent.number}-1.jpg`);
    const rendered = renderMail(service);
    expect(rendered.text).toContain('Bestellnummer: DE-2026-000123');
    expect(rendered.text).toContain('<script>alert(1)</script>');
    // Escaped wherever it appears in HTML.
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;script&gt;');
  });

  it('refuses what the subject needs but lacks, with the field’s code, and keeps nothing', async () => {
    const shop = testShop('at', testClock());
    const before = (await listTickets(database.db, 'at')).length;
    const refused = await submitContactRequest(
      database.db,
      shop,
      requester(),
      null,
      request({ orderNumber: '', email: 'anna@', terms: false }),
      [],
    );
    expect(refused).toEqual({
      ok: false,
      code: 'CONTACT_INVALID_INPUT',
      fields: { email: 'EMAIL_INVALID', orderNumber: 'REQUIRED', terms: 'TERMS_REQUIRED' },
    });
    const postal = await submitContactRequest(
      database.db,
      shop,
      requester(),
      null,
      request({
        subject: 'removeData',
        street: 'Ring',
        houseNumber: '1',
        postalCode: '10a0',
        city: 'Wien',
        birthday: '1985-02-30',
      }),
      [],
    );
    expect(postal).toMatchObject({
      ok: false,
      fields: { postalCode: 'NUMBERS_ONLY', birthday: 'DATE_INVALID' },
    });
    expect((await listTickets(database.db, 'at')).length).toBe(before);
  });

  it('gives a bot that fills the honeypot a number and keeps nothing, sends nothing', async () => {
    const shop = testShop('nl', testClock(), 'nl-NL');
    const input = request({ website: 'http://spam.example', postalCode: '' });
    const sent = await submitContactRequest(database.db, shop, requester(), null, input, []);
    expect(sent.ok).toBe(true);
    expect(await findTicketByNumber(database.db, 'nl', (sent as { number: string }).number)).toBeNull();
    expect((await outboxMails(database.db, 'nl')).some((m) => m.to === input.email)).toBe(false);
  });

  it(`limits one address to ${contactLimits.perEmail.points} requests an hour, whoever sends them`, async () => {
    const shop = testShop('de', testClock());
    const input = request({ subject: 'website', orderNumber: '' });
    const results = [];
    for (let i = 0; i <= contactLimits.perEmail.points; i++) {
      results.push(await submitContactRequest(database.db, shop, requester(), null, input, []));
    }
    expect(results.slice(0, -1).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, code: 'CONTACT_RATE_LIMITED' });
  });

  it('finds a ticket in its own shop only', async () => {
    const sent = await submitContactRequest(
      database.db,
      testShop('ch', testClock(), 'de-CH'),
      requester(),
      null,
      request({ orderNumber: 'CH-1' }),
      [],
    );
    const number = (sent as { number: string }).number;
    expect(await findTicketByNumber(database.db, 'ch', number)).not.toBeNull();
    expect(await findTicketByNumber(database.db, 'de', number)).toBeNull();
  });
});

describe('newsletter wishes in the contact form', () => {
  it('applies them at once for the logged-in owner of the address: the same record the newsletter pages change', async () => {
    const shop = testShop('de', testClock());
    const customer = await activeCustomer(database.db, shop);
    await activeSubscriber(database.db, shop, { email: customer.email });
    const row = await findCustomerByEmail(database.db, 'de', customer.email.toLowerCase());
    const sender = { customerId: row!.id, email: customer.email };
    const input = request({
      subject: 'dataSecurity',
      orderNumber: '',
      email: customer.email,
      cancelNewsletter: true,
    });
    const sent = await submitContactRequest(database.db, shop, requester(), sender, input, []);
    expect(sent).toMatchObject({ ok: true, newsletter: 'applied' });
    const subscriber = await findSubscriberByEmail(database.db, 'de', customer.email.toLowerCase());
    expect(subscriber).toMatchObject({ status: 'unsubscribed', brands: [] });
    const stored = await findTicketByNumber(database.db, 'de', (sent as { number: string }).number);
    expect(stored?.ticket).toMatchObject({ newsletterOutcome: 'applied', customerId: row!.id });
  });

  it('pauses for the owner, and leaves the personalised newsletter and market research on "no marketing"', async () => {
    const shop = testShop('de', testClock());
    const customer = await activeCustomer(database.db, shop);
    await activeSubscriber(database.db, shop, { email: customer.email, marketResearch: true });
    const row = await findCustomerByEmail(database.db, 'de', customer.email.toLowerCase());
    const input = request({
      subject: 'dataSecurity',
      orderNumber: '',
      email: customer.email,
      pauseDays: '14',
      cancelMarketing: true,
    });
    await submitContactRequest(
      database.db,
      shop,
      requester(),
      { customerId: row!.id, email: customer.email },
      input,
      [],
    );
    expect(await findSubscriberByEmail(database.db, 'de', customer.email.toLowerCase())).toMatchObject({
      status: 'active',
      pausedUntil: '2026-12-07',
      personalised: false,
      marketResearch: false,
    });
  });

  it('changes nothing for anyone else: the address gets its settings link by mail, a stranger learns nothing', async () => {
    const shop = testShop('de', testClock());
    const { email: subscribed } = await activeSubscriber(database.db, shop);
    const sent = await submitContactRequest(
      database.db,
      shop,
      requester(),
      null,
      request({ subject: 'dataSecurity', orderNumber: '', email: subscribed, cancelNewsletter: true }),
      [],
    );
    expect(sent).toMatchObject({ ok: true, newsletter: 'link-sent' });
    expect(await findSubscriberByEmail(database.db, 'de', subscribed.toLowerCase())).toMatchObject({
      status: 'active',
    });
    const mails = await outboxMails(database.db, 'de');
    expect(mails.some((m) => m.to === subscribed && m.template === 'manageLink')).toBe(true);
    // An address without a subscription gets the same answer on the page, and "no subscription" by mail.
    const unknown = email();
    const other = await submitContactRequest(
      database.db,
      shop,
      requester(),
      null,
      request({ subject: 'dataSecurity', orderNumber: '', email: unknown, cancelNewsletter: true }),
      [],
    );
    expect(other).toMatchObject({ ok: true, newsletter: 'link-sent' });
    expect(
      (await outboxMails(database.db, 'de')).some((m) => m.to === unknown && m.template === 'noSubscription'),
    ).toBe(true);
  });

  it('ignores newsletter fields a subject does not show', async () => {
    const shop = testShop('de', testClock());
    const { email: subscribed } = await activeSubscriber(database.db, shop);
    const sent = await submitContactRequest(
      database.db,
      shop,
      requester(),
      null,
      request({ email: subscribed, cancelNewsletter: true }),
      [],
    );
    expect(sent).toMatchObject({ ok: true, newsletter: 'none' });
    expect(await findSubscriberByEmail(database.db, 'de', subscribed.toLowerCase())).toMatchObject({
      status: 'active',
    });
  });
});

describe('the ops report of a ticket', () => {
  it('shows every field and the pictures, with a visitor’s terminal escapes made harmless', async () => {
    const { ticketReport } = await import('./ticket-report');
    const shop = testShop('de', testClock());
    const sent = await submitContactRequest(
      database.db,
      shop,
      requester(),
      null,
      request({ message: 'Hallo\u001b[2J\u001b]0;pwned\u0007\nZeile 2', orderNumber: 'DE-9' }),
      [await phonePhoto('foto.jpg')],
    );
    const found = await findTicketByNumber(database.db, 'de', (sent as { number: string }).number);
    const report = ticketReport(found!.ticket, found!.attachments);
    expect(report).toContain('orderNumber: DE-9');
    expect(report).toContain('  Hallo\\u001b[2J\\u001b]0;pwned\\u0007\n  Zeile 2');
    expect(report).not.toContain('\u001b');
    expect(report).toMatch(/1\. foto\.jpg {2}image\/jpeg {2}40×30/);
  });
});
