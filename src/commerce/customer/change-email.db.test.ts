// Changing the account's email address: the password first, a link to the new address, the old one told, nothing
// changed until the link is followed; the link works once and expires; an address another account has is never
// revealed to the asker, and a confirmation that meets a taken address is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './change-email';
import { activeCustomer, linkSecret, outboxMails, testClock, testShop, uniqueEmail } from './customer-factories';
import { linkLifetimeMs } from './customer-links';
import { findCustomerByEmail } from './customer-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function customerOf(shop: ReturnType<typeof testShop>) {
  const input = await activeCustomer(database.db, shop);
  const row = (await findCustomerByEmail(database.db, shop.tenant.key, input.email))!;
  return { input, id: row.id };
}

describe('requestEmailChange and confirmEmailChange', () => {
  it('sends a link to the new address and a notice to the old one; changes only when the link is followed, once', async () => {
    const shop = testShop('de');
    const { input, id } = await customerOf(shop);
    const newEmail = uniqueEmail('neu');
    expect(await requestEmailChange(database.db, shop, id, { newEmail, currentPassword: input.password })).toEqual({ ok: true });

    const mails = await outboxMails(database.db, 'de');
    expect(mails.find((m) => m.to === newEmail)).toMatchObject({ template: 'emailChangeConfirm' });
    const notice = mails.find((m) => m.to === input.email && m.template === 'emailChangeRequested')!;
    // The old address learns that a change was asked for, masked, without a link that could undo anything.
    expect(notice.params.newEmail).toBe(`n***@example.org`);
    expect(notice.link).toBeUndefined();
    // Nothing changed yet; the page shows the pending address.
    expect(await findCustomerByEmail(database.db, 'de', input.email)).not.toBeNull();
    expect(await pendingEmailChange(database.db, shop, id)).toMatchObject({ newEmail });

    const token = await linkSecret(database.db, shop, newEmail, 'token');
    expect(await confirmEmailChange(database.db, shop, token)).toEqual({ ok: true, email: newEmail });
    expect((await findCustomerByEmail(database.db, 'de', newEmail))?.id).toBe(id);
    expect(await findCustomerByEmail(database.db, 'de', input.email)).toBeFalsy();
    expect((await outboxMails(database.db, 'de')).find((m) => m.to === input.email && m.template === 'emailChanged')).toBeTruthy();
    // Used up.
    expect(await confirmEmailChange(database.db, shop, token)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
    expect(await pendingEmailChange(database.db, shop, id)).toBeNull();
  });

  it('refuses a wrong password and the address the account already has', async () => {
    const shop = testShop('de');
    const { input, id } = await customerOf(shop);
    expect(await requestEmailChange(database.db, shop, id, { newEmail: uniqueEmail(), currentPassword: 'falsch-falsch' })).toEqual({
      ok: false,
      code: 'CUSTOMER_INVALID_CREDENTIALS',
    });
    expect(
      await requestEmailChange(database.db, shop, id, { newEmail: input.email.toUpperCase(), currentPassword: input.password }),
    ).toEqual({ ok: false, code: 'CUSTOMER_INVALID_INPUT', fields: { newEmail: 'emailUnchanged' } });
  });

  it('expires: a link older than its lifetime changes nothing', async () => {
    const clock = testClock();
    const shop = testShop('de', clock);
    const { input, id } = await customerOf(shop);
    const newEmail = uniqueEmail('spaet');
    await requestEmailChange(database.db, shop, id, { newEmail, currentPassword: input.password });
    const token = await linkSecret(database.db, shop, newEmail, 'token');
    clock.advance(linkLifetimeMs['email-change'] + 1_000);
    expect(await confirmEmailChange(database.db, shop, token)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
    expect(await findCustomerByEmail(database.db, 'de', input.email)).not.toBeNull();
  });

  it('answers alike for an address another account has (no link, a notice to that address), and refuses it at confirmation', async () => {
    const shop = testShop('de');
    const { input, id } = await customerOf(shop);
    const other = await customerOf(shop);
    expect(
      await requestEmailChange(database.db, shop, id, { newEmail: other.input.email, currentPassword: input.password }),
    ).toEqual({ ok: true });
    const toOther = (await outboxMails(database.db, 'de')).filter((m) => m.to === other.input.email);
    expect(toOther[0]).toMatchObject({ template: 'emailChangeTaken' });
    expect(toOther[0]!.link).not.toContain('#token=');

    // Taken between the link and its use: the confirmation is refused, and the link is not used up by it.
    const free = uniqueEmail('frei');
    await requestEmailChange(database.db, shop, id, { newEmail: free, currentPassword: input.password });
    const token = await linkSecret(database.db, shop, free, 'token');
    await requestEmailChange(database.db, shop, other.id, { newEmail: free, currentPassword: other.input.password });
    await confirmEmailChange(database.db, shop, await linkSecret(database.db, shop, free, 'token'));
    expect(await confirmEmailChange(database.db, shop, token)).toEqual({ ok: false, code: 'CUSTOMER_EMAIL_TAKEN' });
    expect((await findCustomerByEmail(database.db, 'de', input.email))?.id).toBe(id);
  });

  it('keeps shops apart: a link of one shop does nothing in another', async () => {
    const de = testShop('de');
    const { input, id } = await customerOf(de);
    const newEmail = uniqueEmail('at');
    await requestEmailChange(database.db, de, id, { newEmail, currentPassword: input.password });
    const token = await linkSecret(database.db, de, newEmail, 'token');
    expect(await confirmEmailChange(database.db, testShop('at'), token)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
  });
});
