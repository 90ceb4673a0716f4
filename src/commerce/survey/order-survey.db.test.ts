// The survey after an order on the database: answered once per order (also when two answers race), by the order's
// customer only, in the order's own shop, with the questions of the shop's language.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { testOrder } from '@/commerce/payment/payment-factories';
import { shopContext } from '@/commerce/tenant/shop-context';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { answerOrderSurvey, forgetCustomerSurveyAnswers, orderSurvey } from './order-survey';
import { surveyResponses } from './survey.schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const answers = { satisfaction: '5', 'found-easily': 'yes', reasons: ['invoice'], comment: 'Alles bestens.' };

describe('the survey after an order', () => {
  it('shows the shop’s survey, stores the answers once and then says it was answered', async () => {
    const shop = testShop('de', testClock());
    const customerId = randomUUID();
    const order = await testOrder(database.db, shop, { customerId });

    const before = await orderSurvey(database.db, shop, customerId, order.orderNumber);
    expect(before).toMatchObject({ status: 'found', answered: false, survey: { id: 'after-order', title: 'Wie war Dein Einkauf?' } });

    expect(await answerOrderSurvey(database.db, shop, customerId, order.orderNumber, answers)).toEqual({ status: 'stored' });
    expect(await answerOrderSurvey(database.db, shop, customerId, order.orderNumber, answers)).toEqual({ status: 'already-answered' });
    expect(await orderSurvey(database.db, shop, customerId, order.orderNumber)).toMatchObject({ answered: true });

    const rows = await database.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({ tenantId: 'de', surveyId: 'after-order', locale: 'de-DE', answers, createdAt: shop.now() }),
    ]);
  });

  it('keeps one answer when two arrive at once', async () => {
    const shop = testShop('nl', testClock());
    const customerId = randomUUID();
    const order = await testOrder(database.db, shop, { customerId });
    const nl = { satisfaction: '4', 'found-easily': 'partly' };
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () => answerOrderSurvey(database.db, shop, customerId, order.orderNumber, nl)),
    );
    expect(outcomes.filter((o) => o.status === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'already-answered')).toHaveLength(2);
    expect(await database.db.select().from(surveyResponses).where(eq(surveyResponses.orderId, order.id))).toHaveLength(1);
  });

  it('refuses invalid answers with field codes and stores nothing', async () => {
    const shop = testShop('at', testClock());
    const customerId = randomUUID();
    const order = await testOrder(database.db, shop, { customerId });
    expect(await answerOrderSurvey(database.db, shop, customerId, order.orderNumber, { satisfaction: '9', extra: 'x' })).toEqual({
      status: 'invalid',
      fields: { satisfaction: 'INVALID', 'found-easily': 'REQUIRED', answers: 'INVALID' },
    });
    expect(await orderSurvey(database.db, shop, customerId, order.orderNumber)).toMatchObject({ answered: false });
  });

  it('answers another customer’s order and another shop’s order as not found', async () => {
    const de = testShop('de', testClock());
    const customerId = randomUUID();
    const order = await testOrder(database.db, de, { customerId });
    expect(await orderSurvey(database.db, de, randomUUID(), order.orderNumber)).toEqual({ status: 'order-not-found' });
    expect(await answerOrderSurvey(database.db, de, randomUUID(), order.orderNumber, answers)).toEqual({ status: 'order-not-found' });
    const at = shopContext('at', 'de-AT', de.now);
    expect(await answerOrderSurvey(database.db, at, customerId, order.orderNumber, answers)).toEqual({ status: 'order-not-found' });
    expect(await orderSurvey(database.db, de, customerId, order.orderNumber)).toMatchObject({ answered: false });
  });

  it('asks in the shop’s language: French in ch/fr-CH', async () => {
    const shop = shopContext('ch', 'fr-CH', testClock().now);
    const customerId = randomUUID();
    const order = await testOrder(database.db, shop, { customerId });
    const state = await orderSurvey(database.db, shop, customerId, order.orderNumber);
    expect(state.status === 'found' && state.survey?.title).toMatch(/commande|achat/i);
  });

  it('forgets a customer’s answers when the account is deleted, and nobody else’s', async () => {
    const shop = testShop('de', testClock());
    const leaving = randomUUID();
    const staying = randomUUID();
    const mine = await testOrder(database.db, shop, { customerId: leaving });
    const theirs = await testOrder(database.db, shop, { customerId: staying });
    await answerOrderSurvey(database.db, shop, leaving, mine.orderNumber, answers);
    await answerOrderSurvey(database.db, shop, staying, theirs.orderNumber, answers);
    await forgetCustomerSurveyAnswers(database.db, 'de', leaving);
    expect(await orderSurvey(database.db, shop, leaving, mine.orderNumber)).toMatchObject({ answered: false });
    expect(await orderSurvey(database.db, shop, staying, theirs.orderNumber)).toMatchObject({ answered: true });
  });
});
