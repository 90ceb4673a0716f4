// "Download my data": everything of this customer, nothing of another, no secrets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { submitContactRequest } from '@/commerce/contact/submit-contact-request';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { activeSubscriber } from '@/commerce/newsletter/newsletter-factories';
import { orderingCustomer } from '@/commerce/order/order-factories';
import { seedVouchers } from '@/commerce/promotion/seed-vouchers';
import { answerOrderSurvey } from '@/commerce/survey/order-survey';
import { addToWishlist } from '@/commerce/wishlist/add-to-wishlist';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { exportCustomerData } from './export-customer-data';

let database: TestDatabase;
const de = testShop('de', testClock(new Date('2026-11-23T10:00:00Z')));
beforeAll(async () => {
  database = await createTestDatabase();
  await seedVouchers(database.db, new Date('2026-11-23T10:00:00Z'));
});
afterAll(async () => database.close());

/** Answers to the shipped survey after an order (content/de/de-DE/surveys/after-order.json). */
const surveyAnswers = { satisfaction: '5', 'found-easily': 'yes', reasons: ['invoice'], comment: 'Alles bestens.' };

async function customerWithOrder() {
  const variantSku = await sellable(database.db, { tenantId: 'de', price: 2_500, stock: 50 });
  const lines = [{ variantSku, quantity: 2 }];
  const customer = await orderingCustomer(database.db, de, { lines });
  const placed = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
  if (!placed.ok) throw new Error(placed.code);
  return { customer, order: placed.order, variantSku };
}

describe('exporting a customer’s data', () => {
  it('holds account, addresses, orders with lines, bookings, wishlist, newsletter consents and contact requests', async () => {
    const { customer, order } = await customerWithOrder();
    const other = await customerWithOrder();
    const data = await exportCustomerData(database.db, de, customer.id);
    const email = data!.account.email;
    await activeSubscriber(database.db, de, { email });
    // The factory's variants are `<sku>-1`.
    const sku = other.variantSku.replace(/-1$/, '');
    expect((await addToWishlist(database.db, de, customer.id, { sku, variantSku: null })).ok).toBe(true);
    await submitContactRequest(
      database.db,
      de,
      { address: `export-${randomUUID()}` },
      { customerId: customer.id, email },
      { subject: 'website', salutation: 'female', firstName: 'Erika', lastName: 'Mustermann', email, message: 'Frage', terms: true },
      [],
    );

    const answered = await answerOrderSurvey(database.db, de, customer.id, order.orderNumber, surveyAnswers);
    expect(answered).toEqual({ status: 'stored' });
    expect(await answerOrderSurvey(database.db, de, other.customer.id, other.order.orderNumber, surveyAnswers)).toEqual({ status: 'stored' });

    const full = (await exportCustomerData(database.db, de, customer.id))!;
    expect(full.format).toEqual({ name: 'schaufenster-customer-export', version: 2 });
    expect(full.account).toMatchObject({ email, firstName: 'Erika', lastName: 'Mustermann' });
    expect(full.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(full.orders[0]!.lines).toEqual([expect.objectContaining({ quantity: 2, unitPrice: { amount: 25, currency: 'EUR' } })]);
    expect(full.bookings.length).toBeGreaterThan(0);
    expect(full.bookings.every((b) => b.order === order.orderNumber || b.order === null)).toBe(true);
    expect(full.newsletter).toMatchObject({ status: 'active', email });
    expect(full.newsletter!.consents.map((c) => c.event)).toEqual(['requested', 'confirmed']);
    expect(full.contactRequests).toEqual([expect.objectContaining({ subject: 'website', pictures: [] })]);
    expect(full.wishlist.map((w) => w.sku)).toEqual([sku]);
    expect(full.surveyAnswers).toEqual([
      expect.objectContaining({ order: order.orderNumber, survey: 'after-order', language: 'de-DE', answers: surveyAnswers }),
    ]);

    // Nothing of the other customer, and no secret of this one.
    const text = JSON.stringify(full);
    expect(text).not.toContain(other.order.orderNumber);
    expect(text).not.toContain(other.customer.id);
    expect(text).not.toMatch(/passwordHash|tokenHash|withdrawalToken|idempotency/i);
  });

  it('finds nobody for a customer of another shop', async () => {
    const { customer } = await customerWithOrder();
    expect(await exportCustomerData(database.db, testShop('at'), customer.id)).toBeNull();
  });
});
