import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { vouchers } from '@/commerce/promotion/promotion.schema';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { confirmSubscription } from './confirm-subscription';
import { linkLifetimeMs } from './newsletter-links';
import {
  activeSubscriber,
  confirmToken,
  consent,
  consentLog,
  newsletterMail,
  newsletterRequester,
  signUp,
} from './newsletter-factories';
import { findSubscriberByEmail } from './newsletter-store';
import { changeSubscription, oneClickUnsubscribe } from './manage-subscription';
import { resendConfirmation } from './resend-confirmation';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedVouchers(database.db, new Date('2026-11-23T10:00:00Z'));
});
afterAll(async () => database.close());

const subscriber = (tenant: string, email: string) => findSubscriberByEmail(database.db, tenant, email.toLowerCase());

describe('subscribing (double opt-in)', () => {
  it('stores a pending record with its consent request and mails a confirmation link in the shopper’s language', async () => {
    const shop = testShop('ch', testClock(), 'fr-CH');
    const input = signUp({ interests: ['living'], areaKey: 'servicePromotionTeaser' });
    expect(await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent)).toEqual({ ok: true });

    const row = await subscriber('ch', input.email);
    expect(row).toMatchObject({ status: 'pending', locale: 'fr-CH', interests: ['living'], brands: ['sonnmatt', 'sonnmatt-home'] });
    expect(row!.confirmedAt).toBeNull();
    const [requested] = await consentLog(database.db, row!.id);
    expect(requested).toMatchObject({
      event: 'requested',
      source: 'servicePromotionTeaser',
      textVersion: consent.textVersion,
      email: input.email,
    });
    expect(requested!.at).toEqual(new Date('2026-11-23T10:00:00Z'));
    const mail = await newsletterMail(database.db, shop, input.email, 'confirm');
    expect(mail.locale).toBe('fr-CH');
    expect(mail.link).toMatch(/^http:\/\/ch\.localhost:\d+\/fr\/aide-service\/newsletter\/inscription#token=[\w-]+\.[\w-]+$/);
  });

  it('activates on the link, logs the confirmation and sends the welcome mail with a personal 15 % code', async () => {
    const shop = testShop('de');
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const token = await confirmToken(database.db, shop, input.email);

    expect(await confirmSubscription(database.db, shop, newsletterRequester(), token)).toEqual({ ok: true, outcome: 'confirmed' });
    const row = await subscriber('de', input.email);
    expect(row).toMatchObject({ status: 'active', frequency: 1 });
    expect((await consentLog(database.db, row!.id)).map((c) => c.event)).toEqual(['requested', 'confirmed']);

    const welcome = await newsletterMail(database.db, shop, input.email, 'welcome');
    expect(welcome.params.voucherCode).toBe(row!.welcomeVoucherCode);
    const [code] = await database.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.tenantId, 'de'), eq(vouchers.code, row!.welcomeVoucherCode!)));
    expect(code).toMatchObject({
      kind: 'percentage',
      percentBp: 1500,
      maxUses: 1,
      usageGroup: 'newsletter-welcome',
      excludeReduced: true,
      excludeBulky: true,
    });
    expect(code!.excludedCategoryIds.length).toBeGreaterThan(0);
    expect(welcome.unsubscribe?.oneClick).toMatch(/^http:\/\/localhost:\d+\/api\/newsletter\/one-click\?token=/);
    expect(welcome.unsubscribe?.page).toMatch(/\/service-hilfe\/newsletter\/abmeldung#token=/);
  });

  it('answers a used link with "already subscribed" and sends no second welcome', async () => {
    const shop = testShop('nl');
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const token = await confirmToken(database.db, shop, input.email);
    await confirmSubscription(database.db, shop, newsletterRequester(), token);

    expect(await confirmSubscription(database.db, shop, newsletterRequester(), token)).toEqual({ ok: true, outcome: 'already' });
    const welcomes = (await outboxMails(database.db, 'nl')).filter((m) => m.to === input.email && m.template === 'welcome');
    expect(welcomes).toHaveLength(1);
  });

  it('refuses an expired link, and a forged or another shop’s link, without activating', async () => {
    const clock = testClock();
    const shop = testShop('de', clock);
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const token = await confirmToken(database.db, shop, input.email);

    const [payload, signature] = token.split('.') as [string, string];
    const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await confirmSubscription(database.db, shop, newsletterRequester(), forged)).toEqual({ ok: false, code: 'NEWSLETTER_LINK_INVALID' });
    expect(await confirmSubscription(database.db, testShop('at', clock), newsletterRequester(), token)).toEqual({
      ok: false,
      code: 'NEWSLETTER_LINK_INVALID',
    });

    clock.advance(linkLifetimeMs.confirm);
    expect(await confirmSubscription(database.db, shop, newsletterRequester(), token)).toEqual({ ok: false, code: 'NEWSLETTER_LINK_EXPIRED' });
    expect((await subscriber('de', input.email))!.status).toBe('pending');
  });

  it('resends a confirmation to a pending address; only the newest link works', async () => {
    const shop = testShop('at');
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const first = await confirmToken(database.db, shop, input.email);

    expect(await resendConfirmation(database.db, shop, newsletterRequester(), { email: input.email })).toEqual({ ok: true });
    const second = await confirmToken(database.db, shop, input.email);
    expect(second).not.toBe(first);
    expect(await confirmSubscription(database.db, shop, newsletterRequester(), first)).toEqual({ ok: false, code: 'NEWSLETTER_LINK_INVALID' });
    expect(await confirmSubscription(database.db, shop, newsletterRequester(), second)).toEqual({ ok: true, outcome: 'confirmed' });
  });

  it('answers subscribe and resend for a known, an active and an unknown address alike; the owner learns it by mail', async () => {
    const shop = testShop('de');
    const active = await activeSubscriber(database.db, shop);
    const unknown = signUp();
    const before = (await outboxMails(database.db, 'de')).length;

    const forActive = await subscribeToNewsletter(database.db, shop, newsletterRequester(), signUp({ email: active.email.toUpperCase() }), consent);
    const forUnknown = await subscribeToNewsletter(database.db, shop, newsletterRequester(), unknown, consent);
    expect(forActive).toEqual(forUnknown);
    expect(await resendConfirmation(database.db, shop, newsletterRequester(), { email: active.email })).toEqual(
      await resendConfirmation(database.db, shop, newsletterRequester(), { email: newsletterEmailNobodyHas() }),
    );

    const mails = (await outboxMails(database.db, 'de')).slice(0, (await outboxMails(database.db, 'de')).length - before);
    expect(mails.find((m) => m.to === active.email)).toMatchObject({ template: 'alreadySubscribed' });
    expect(mails.find((m) => m.to === active.email)?.unsubscribe).toBeDefined();
    expect((await subscriber('de', active.email))!.status).toBe('active');
  });

  it('limits sign-ups per address, the same for a known and an unknown address', async () => {
    const shop = testShop('de');
    const known = await activeSubscriber(database.db, shop);
    for (const email of [known.email, signUp().email]) {
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push(await subscribeToNewsletter(database.db, shop, newsletterRequester(), signUp({ email }), consent));
      expect(answers.slice(0, known.email === email ? 4 : 5)).toContainEqual({ ok: true });
      expect(answers.at(-1)).toMatchObject({ ok: false, code: 'NEWSLETTER_RATE_LIMITED' });
    }
  });

  it('limits resending to three mails an hour per address', async () => {
    const shop = testShop('nl');
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await resendConfirmation(database.db, shop, newsletterRequester(), { email: input.email }));
    expect(answers.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(answers[3]).toMatchObject({ ok: false, code: 'NEWSLETTER_RATE_LIMITED' });
  });
});

describe('subscribing again', () => {
  it('after unsubscribing needs a new confirmation and never yields a second welcome code', async () => {
    const shop = testShop('de');
    const first = await activeSubscriber(database.db, shop);
    const code = (await subscriber('de', first.email))!.welcomeVoucherCode;
    expect(await oneClickUnsubscribe(database.db, shop, newsletterRequester(), first.manageToken)).toEqual({ ok: true });
    expect((await subscriber('de', first.email))!.status).toBe('unsubscribed');

    await subscribeToNewsletter(database.db, shop, newsletterRequester(), signUp({ email: first.email }), consent);
    expect((await subscriber('de', first.email))!.status).toBe('pending');
    await confirmSubscription(database.db, shop, newsletterRequester(), await confirmToken(database.db, shop, first.email));

    const row = await subscriber('de', first.email);
    expect(row).toMatchObject({ status: 'active', welcomeVoucherCode: code, brands: ['lindenberg', 'lindenberg-home'] });
    const back = await newsletterMail(database.db, shop, first.email, 'welcomeBack');
    expect(back.params.voucherCode).toBeUndefined();
    const welcomes = (await outboxMails(database.db, 'de')).filter((m) => m.to === first.email && m.template === 'welcome');
    expect(welcomes).toHaveLength(1);
    const codes = await database.db.select().from(vouchers).where(eq(vouchers.usageGroup, 'newsletter-welcome'));
    expect(codes.filter((c) => c.code === code)).toHaveLength(1);
  });

  it('without double opt-in in a shop, activates at once (the flag defaults to on)', async () => {
    const base = testShop('nl');
    expect(base.tenant.flags.newsletterDoubleOptIn).toBe(true);
    const shop = { ...base, tenant: { ...base.tenant, flags: { ...base.tenant.flags, newsletterDoubleOptIn: false } } };
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    expect((await subscriber('nl', input.email))!.status).toBe('active');
    await newsletterMail(database.db, shop, input.email, 'welcome');
  });

  it('keeps frequency changes on a pending record', async () => {
    const shop = testShop('de');
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const outcome = await changeSubscription(database.db, shop, newsletterRequester(), { customerEmail: input.email }, { kind: 'frequency', frequency: 3 });
    expect(outcome).toEqual({ ok: true, outcome: { kind: 'frequency', frequency: 3 } });
    expect((await subscriber('de', input.email))).toMatchObject({ status: 'pending', frequency: 3 });
  });
});

function newsletterEmailNobodyHas() {
  return signUp().email;
}
