import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { changeSubscription, leaveMailing, oneClickUnsubscribe, readSubscription } from './manage-subscription';
import { dueSubscribers } from './newsletter-due';
import { activeSubscriber, consent, consentLog, fragmentToken, newsletterMail, newsletterRequester, signUp } from './newsletter-factories';
import { linkLifetimeMs } from './newsletter-links';
import { findSubscriberByEmail } from './newsletter-store';
import { requestManageLink } from './request-manage-link';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedVouchers(database.db, new Date('2026-11-23T10:00:00Z'));
});
afterAll(async () => database.close());

const row = (tenant: string, email: string) => findSubscriberByEmail(database.db, tenant, email.toLowerCase());

describe('the unsubscribe page by signed link', () => {
  it('shows the subscription to the holder of the link, and changes its frequency (twice a week is code 4)', async () => {
    const shop = testShop('de');
    const s = await activeSubscriber(database.db, shop);
    const read = await readSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken });
    expect(read).toMatchObject({
      ok: true,
      subscription: {
        email: s.email,
        state: 'active',
        frequency: 1,
        brands: [
          { key: 'lindenberg', name: 'Lindenberg', subscribed: true },
          { key: 'lindenberg-home', name: 'Lindenberg Home', subscribed: true },
        ],
      },
    });
    for (const frequency of [0, 4, 2, 3] as const) {
      expect(
        await changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, { kind: 'frequency', frequency }),
      ).toEqual({ ok: true, outcome: { kind: 'frequency', frequency } });
      expect((await row('de', s.email))!.frequency).toBe(frequency);
    }
  });

  it('pauses until a day, is due again on that day, and a frequency choice ends the pause early', async () => {
    const clock = testClock(new Date('2026-12-01T09:00:00Z')); // a Tuesday
    const shop = testShop('at', clock);
    const s = await activeSubscriber(database.db, shop);
    expect(await dueSubscribers(database.db, 'at', '2026-12-01')).toContainEqual(expect.objectContaining({ email: s.email }));

    expect(
      await changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, { kind: 'pause', days: 14 }),
    ).toEqual({ ok: true, outcome: { kind: 'paused', until: '2026-12-15' } });
    const paused = await readSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken });
    expect(paused).toMatchObject({ subscription: { state: 'paused', pausedUntil: '2026-12-15' } });
    expect((await dueSubscribers(database.db, 'at', '2026-12-08')).map((d) => d.email)).not.toContain(s.email);
    expect((await dueSubscribers(database.db, 'at', '2026-12-15')).map((d) => d.email)).toContain(s.email);

    clock.advance(14 * 86_400_000);
    expect(await readSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken })).toMatchObject({
      subscription: { state: 'active', pausedUntil: null },
    });

    await changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, { kind: 'pause', days: 30 });
    await changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, { kind: 'frequency', frequency: 1 });
    expect((await row('at', s.email))!.pausedUntil).toBeNull();
  });

  it('leaves one brand and keeps the other; leaving the last one unsubscribes and logs the withdrawal', async () => {
    const shop = testShop('ch');
    const s = await activeSubscriber(database.db, shop);
    const access = { token: s.manageToken };
    expect(await changeSubscription(database.db, shop, newsletterRequester(), access, { kind: 'unsubscribe', brands: ['sonnmatt-home'] })).toEqual({
      ok: true,
      outcome: { kind: 'unsubscribed', left: ['sonnmatt-home'], remaining: ['sonnmatt'] },
    });
    expect(await row('ch', s.email)).toMatchObject({ status: 'active', brands: ['sonnmatt'] });

    expect(await changeSubscription(database.db, shop, newsletterRequester(), access, { kind: 'unsubscribe', brands: ['sonnmatt'] })).toEqual({
      ok: true,
      outcome: { kind: 'unsubscribed', left: ['sonnmatt'], remaining: [] },
    });
    const gone = await row('ch', s.email);
    expect(gone).toMatchObject({ status: 'unsubscribed', brands: [] });
    const log = await consentLog(database.db, gone!.id);
    expect(log.filter((c) => c.event === 'withdrawn').map((c) => [c.brands, c.source])).toEqual([
      [['sonnmatt-home'], 'mail-link'],
      [['sonnmatt'], 'mail-link'],
    ]);
    // SPEC §8, "record not found or already removed".
    expect(await readSubscription(database.db, shop, newsletterRequester(), access)).toEqual({ ok: false, code: 'NEWSLETTER_NOT_FOUND' });
  });

  it('leaves both brands at once, and refuses a brand of another shop', async () => {
    const shop = testShop('nl');
    const s = await activeSubscriber(database.db, shop);
    expect(
      await changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, { kind: 'unsubscribe', brands: ['sonnmatt'] }),
    ).toEqual({ ok: false, code: 'NEWSLETTER_INVALID_INPUT' });
    expect(
      await changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, {
        kind: 'unsubscribe',
        brands: ['lindenberg', 'lindenberg-home'],
      }),
    ).toMatchObject({ ok: true, outcome: { remaining: [] } });
    expect((await row('nl', s.email))!.status).toBe('unsubscribed');
  });

  it('leaves the market-research mailing and the personalised newsletter, keeping the newsletter', async () => {
    const shop = testShop('de');
    const s = await activeSubscriber(database.db, shop, { marketResearch: true });
    expect(await leaveMailing(database.db, shop, newsletterRequester(), { token: s.manageToken }, 'marketResearch')).toEqual({
      ok: true,
      mailing: 'marketResearch',
    });
    expect(await leaveMailing(database.db, shop, newsletterRequester(), { token: s.manageToken }, 'personalised')).toEqual({
      ok: true,
      mailing: 'personalised',
    });
    expect(await row('de', s.email)).toMatchObject({ status: 'active', marketResearch: false, personalised: false });
  });

  it('refuses an expired, a forged and a confirmation link', async () => {
    const clock = testClock();
    const shop = testShop('de', clock);
    const s = await activeSubscriber(database.db, shop);
    const input = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), input, consent);
    const confirmLink = fragmentToken((await newsletterMail(database.db, shop, input.email, 'confirm')).link!);
    expect(await readSubscription(database.db, shop, newsletterRequester(), { token: confirmLink })).toEqual({ ok: false, code: 'NEWSLETTER_LINK_INVALID' });
    expect(await readSubscription(database.db, shop, newsletterRequester(), { token: `${s.manageToken}x` })).toEqual({ ok: false, code: 'NEWSLETTER_LINK_INVALID' });
    clock.advance(linkLifetimeMs.manageInNewsletter);
    expect(await readSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken })).toEqual({ ok: false, code: 'NEWSLETTER_LINK_EXPIRED' });
  });
});

describe('the unsubscribe page by address', () => {
  it('mails a link to a subscribed address and the spec’s "no subscription" to any other; the answer is the same', async () => {
    const shop = testShop('de');
    const s = await activeSubscriber(database.db, shop);
    const stranger = signUp().email;
    const known = await requestManageLink(database.db, shop, newsletterRequester(), { email: s.email });
    const unknown = await requestManageLink(database.db, shop, newsletterRequester(), { email: stranger });
    expect(known).toEqual(unknown);

    const link = await newsletterMail(database.db, shop, s.email, 'manageLink');
    const token = fragmentToken(link.link!);
    expect(await readSubscription(database.db, shop, newsletterRequester(), { token })).toMatchObject({ ok: true });
    await newsletterMail(database.db, shop, stranger, 'noSubscription');
    expect(await row('de', stranger)).toBeNull();
  });

  it('limits link requests per e-mail address, known or not', async () => {
    const shop = testShop('at');
    const s = await activeSubscriber(database.db, shop);
    for (const email of [s.email, signUp().email]) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await requestManageLink(database.db, shop, newsletterRequester(), { email }));
      expect(answers.map((a) => a.ok)).toEqual([true, true, true, false]);
    }
  });
});

describe('from the account', () => {
  it('reaches the record of the customer’s own address only; without one the spec’s message', async () => {
    const shop = testShop('de');
    const s = await activeSubscriber(database.db, shop);
    expect(await readSubscription(database.db, shop, newsletterRequester(), { customerEmail: s.email.toUpperCase() })).toMatchObject({
      ok: true,
      subscription: { email: s.email },
    });
    expect(await readSubscription(database.db, shop, newsletterRequester(), { customerEmail: signUp().email })).toEqual({
      ok: false,
      code: 'NEWSLETTER_NO_SUBSCRIPTION',
    });
    // Another shop's record of the same address is not this shop's.
    expect(await readSubscription(database.db, testShop('at'), newsletterRequester(), { customerEmail: s.email })).toEqual({
      ok: false,
      code: 'NEWSLETTER_NO_SUBSCRIPTION',
    });
  });
});

describe('one-click (RFC 8058)', () => {
  it('leaves every brand with the link of any newsletter mail; a repeat succeeds too', async () => {
    const shop = testShop('nl');
    const s = await activeSubscriber(database.db, shop);
    expect(await oneClickUnsubscribe(database.db, shop, newsletterRequester(), s.manageToken)).toEqual({ ok: true });
    expect(await oneClickUnsubscribe(database.db, shop, newsletterRequester(), s.manageToken)).toEqual({ ok: true });
    expect(await row('nl', s.email)).toMatchObject({ status: 'unsubscribed', brands: [] });
    const log = await consentLog(database.db, (await row('nl', s.email))!.id);
    expect(log.at(-1)).toMatchObject({ event: 'withdrawn', source: 'one-click', brands: ['lindenberg', 'lindenberg-home'] });
    expect(await oneClickUnsubscribe(database.db, shop, newsletterRequester(), 'x.y')).toEqual({ ok: false, code: 'NEWSLETTER_LINK_INVALID' });
  });
});

describe('who is due', () => {
  it('follows the frequency calendar and leaves out pending, paused and unsubscribed addresses', async () => {
    const shop = testShop('ch', testClock(new Date('2026-12-01T09:00:00Z')));
    const daily = await activeSubscriber(database.db, shop);
    const weekly = await activeSubscriber(database.db, shop);
    const monthly = await activeSubscriber(database.db, shop);
    const twice = await activeSubscriber(database.db, shop);
    const paused = await activeSubscriber(database.db, shop);
    const left = await activeSubscriber(database.db, shop);
    const pending = signUp();
    await subscribeToNewsletter(database.db, shop, newsletterRequester(), pending, consent);
    const set = (s: { manageToken: string }, frequency: 0 | 1 | 2 | 3 | 4) =>
      changeSubscription(database.db, shop, newsletterRequester(), { token: s.manageToken }, { kind: 'frequency', frequency });
    await set(daily, 0);
    await set(monthly, 3);
    await set(twice, 4);
    await changeSubscription(database.db, shop, newsletterRequester(), { token: paused.manageToken }, { kind: 'pause', days: 7 });
    await oneClickUnsubscribe(database.db, shop, newsletterRequester(), left.manageToken);

    const due = async (day: string) => (await dueSubscribers(database.db, 'ch', day)).map((d) => d.email);
    const ours = (emails: string[]) =>
      [daily, weekly, monthly, twice, paused, left].filter((s) => emails.includes(s.email)).map((s) => s.email);
    // Tuesday 1 December: first Tuesday of the month.
    expect(ours(await due('2026-12-01'))).toEqual([daily.email, weekly.email, monthly.email, twice.email]);
    // Friday: daily and twice a week.
    expect(ours(await due('2026-12-04'))).toEqual([daily.email, twice.email]);
    // Tuesday 8 December: the pause has ended, monthly is not due.
    expect(ours(await due('2026-12-08'))).toEqual([daily.email, weekly.email, twice.email, paused.email]);
    expect(await due('2026-12-01')).not.toContain(pending.email);
    expect((await outboxMails(database.db, 'ch')).length).toBeGreaterThan(0);
  });
});
