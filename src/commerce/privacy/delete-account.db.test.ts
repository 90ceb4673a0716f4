// "Delete my account": the password, then the mail link; carried out at once when nothing is open, else it waits
// for the last open order or payment (and can be withdrawn meanwhile); afterwards nothing names or reaches the
// person, while orders and bookings stay under the customer number.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAddresses } from '@/commerce/address-book/address-store';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import {
  activeCustomer,
  linkSecret,
  outboxMails,
  testClock,
  testRequester,
  testShop,
} from '@/commerce/customer/customer-factories';
import { linkLifetimeMs } from '@/commerce/customer/customer-links';
import { findCustomerByEmail, findCustomerById, profileOf } from '@/commerce/customer/customer-store';
import { logIn } from '@/commerce/customer/log-in';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { readyForCheckout } from '@/commerce/order/order-factories';
import { customerOrders } from '@/commerce/order/order-store';
import { orderPayments } from '@/commerce/payment/order-payments';
import { itemsOf } from '@/commerce/wishlist/wishlist-store';
import { resolveSession } from '@/platform/auth/session-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import {
  carryOutDueDeletions,
  confirmAccountDeletion,
  deletionState,
  requestAccountDeletion,
  withdrawAccountDeletion,
} from './delete-account';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function customerWithAddress(shop: ReturnType<typeof testShop>, withOrder = false) {
  const input = await activeCustomer(database.db, shop);
  const id = (await findCustomerByEmail(database.db, shop.tenant.key, input.email))!.id;
  const variantSku = await sellable(database.db, { tenantId: shop.tenant.key, price: 2_500, stock: 50 });
  await readyForCheckout(database.db, shop, id, { lines: [{ variantSku, quantity: 1 }] });
  let orderNumber: string | null = null;
  if (withOrder) {
    const customer = profileOf((await findCustomerById(database.db, shop.tenant.key, id))!);
    const placed = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
    if (!placed.ok) throw new Error(placed.code);
    orderNumber = placed.order.orderNumber;
  }
  return { input, id, orderNumber };
}

describe('deleting an account', () => {
  it('asks for the password, then the mail link; with nothing open it is carried out at once', async () => {
    const shop = testShop('de');
    const { input, id } = await customerWithAddress(shop);
    expect(await requestAccountDeletion(database.db, shop, id, { currentPassword: 'nicht-das-passwort' })).toEqual({
      ok: false,
      code: 'CUSTOMER_INVALID_CREDENTIALS',
    });
    expect(await requestAccountDeletion(database.db, shop, id, { currentPassword: input.password })).toEqual({ ok: true });
    expect(await deletionState(database.db, shop, id)).toMatchObject({ status: 'requested' });
    // Nothing happens before the link is followed.
    expect((await listAddresses(database.db, shop, id)).length).toBe(1);

    const token = await linkSecret(database.db, shop, input.email, 'token');
    expect(await confirmAccountDeletion(database.db, shop, token)).toEqual({ ok: true, outcome: 'deleted' });

    const row = (await findCustomerById(database.db, 'de', id))!;
    expect(row).toMatchObject({ firstName: '', lastName: '', passwordHash: null, dateOfBirth: null, phone: null });
    expect(row.email).toMatch(/@account\.invalid$/);
    expect(await findCustomerByEmail(database.db, 'de', input.email)).toBeFalsy();
    expect(await listAddresses(database.db, shop, id)).toEqual([]);
    expect(await itemsOf(database.db, shop, id)).toEqual([]);
    // No login works any more; the goodbye mail went to the old address before it was blanked.
    expect(await logIn(database.db, shop, testRequester(), { email: input.email, password: input.password })).toMatchObject({
      ok: false,
      code: 'CUSTOMER_INVALID_CREDENTIALS',
    });
    expect((await outboxMails(database.db, 'de')).find((m) => m.to === input.email && m.template === 'deletionDone')).toBeTruthy();
    expect(await deletionState(database.db, shop, id)).toEqual({ status: 'none' });
    // The link is used up.
    expect(await confirmAccountDeletion(database.db, shop, token)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
  });

  it('waits while an order is open, keeps the order under the customer number, and is carried out when it closes', async () => {
    const shop = testShop('de');
    const { input, id, orderNumber } = await customerWithAddress(shop, true);
    await requestAccountDeletion(database.db, shop, id, { currentPassword: input.password });
    const token = await linkSecret(database.db, shop, input.email, 'token');
    expect(await confirmAccountDeletion(database.db, shop, token)).toEqual({ ok: true, outcome: 'waiting' });
    expect(await deletionState(database.db, shop, id)).toMatchObject({
      status: 'confirmed',
      waitingFor: { unfinishedOrders: 1, openAmount: expect.any(Number) },
    });
    expect((await outboxMails(database.db, 'de')).find((m) => m.to === input.email && m.template === 'deletionScheduled')).toBeTruthy();
    expect(await carryOutDueDeletions(database.db)).toBe(0);
    expect((await findCustomerById(database.db, 'de', id))!.firstName).toBe(input.firstName);

    await changeOrderStatus(database.db, shop, orderNumber!, { status: 'cancelled', source: 'erp' }, orderPayments);
    expect(await carryOutDueDeletions(database.db)).toBeGreaterThanOrEqual(1);
    expect((await findCustomerById(database.db, 'de', id))!.firstName).toBe('');
    // The order stays for the retention period, still the customer's (by id and number).
    expect((await customerOrders(database.db, shop, id)).map((o) => o.orderNumber)).toEqual([orderNumber]);
  });

  it('can be withdrawn while it waits; the link of a withdrawn request does nothing', async () => {
    const shop = testShop('de');
    const { input, id } = await customerWithAddress(shop);
    await requestAccountDeletion(database.db, shop, id, { currentPassword: input.password });
    const token = await linkSecret(database.db, shop, input.email, 'token');
    expect(await withdrawAccountDeletion(database.db, shop, id)).toEqual({ ok: true });
    expect(await withdrawAccountDeletion(database.db, shop, id)).toEqual({ ok: false, code: 'CUSTOMER_DELETION_NOT_PENDING' });
    expect(await confirmAccountDeletion(database.db, shop, token)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
    expect((await findCustomerById(database.db, 'de', id))!.firstName).toBe(input.firstName);
  });

  it('ends every session of the account, expires its link, and keeps shops apart', async () => {
    const clock = testClock();
    const shop = testShop('de', clock);
    const { input, id } = await customerWithAddress(shop);
    const session = await logIn(database.db, shop, testRequester(), { email: input.email, password: input.password });
    if (!session.ok) throw new Error(session.code);

    await requestAccountDeletion(database.db, shop, id, { currentPassword: input.password });
    const stale = await linkSecret(database.db, shop, input.email, 'token');
    clock.advance(linkLifetimeMs['account-deletion'] + 1_000);
    expect(await confirmAccountDeletion(database.db, shop, stale)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });

    await requestAccountDeletion(database.db, shop, id, { currentPassword: input.password });
    const token = await linkSecret(database.db, shop, input.email, 'token');
    expect(await confirmAccountDeletion(database.db, testShop('at', clock), token)).toEqual({ ok: false, code: 'CUSTOMER_LINK_INVALID' });
    expect(await confirmAccountDeletion(database.db, shop, token)).toEqual({ ok: true, outcome: 'deleted' });
    expect(await resolveSession(database.db, 'de', session.session.secrets, clock.now())).toBeNull();
  });
});
