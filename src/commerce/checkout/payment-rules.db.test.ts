import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { loadCreditInput } from '@/commerce/credit-check/load-credit-input';
import { orders } from '@/commerce/order/order.schema';
import { shopContext } from '@/commerce/tenant/shop-context';
import { getTenant } from '@/commerce/tenant/tenants';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { cancelPremiumMembership } from '@/commerce/premium/cancel-premium-membership';
import { checkPaymentChoice } from './check-payment-choice';
import { financedAmountOf } from './checkout-instalments';
import { bookAddress, checkoutCustomer, putInBasket } from './checkout-factories';
import type { CheckoutState } from './checkout-types';
import { isPremiumMember } from '@/commerce/premium/is-premium-member';
import { loadCheckoutState } from './load-checkout-state';
import { nextMissingStep } from './next-missing-step';
import { paymentOptionsFor } from './payment-options';
import { offeredMethods } from '@/commerce/payment/offered-methods';
import { priceCheckout } from './price-checkout';
import { recordPremiumMembership } from '@/commerce/premium/record-premium-membership';
import { saveDeliveryChoice } from './save-delivery-choice';
import { savePaymentChoice } from './save-payment-choice';
import { saveProtectionChoice } from './protection-offer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const withState = (state: CheckoutState, changes: Partial<CheckoutState>): CheckoutState => ({ ...state, ...changes });

async function debit(customerId: string, amount: number, dueOn: string | null, kind: 'order-debit' | 'payment' = 'order-debit') {
  await database.db.insert(ledgerEntries).values({
    tenantId: 'de',
    customerId,
    kind,
    amount,
    currency: 'EUR',
    dueOn,
    reference: `test:${randomUUID()}`,
    textKey: 'test',
    bookedAt: new Date('2026-01-01T00:00:00Z'),
  });
}

describe('payment rules', () => {
  it('offers the pause in de and at only, and amex and click-to-pay only behind their flags', () => {
    expect(offeredMethods(testShop('de'))).toContain('payment-pause');
    expect(offeredMethods(testShop('at'))).toContain('payment-pause');
    expect(offeredMethods(testShop('ch'))).not.toContain('payment-pause');
    expect(offeredMethods(testShop('nl'))).not.toContain('payment-pause');
    const noCards = { ...shopContext('de', 'de-DE'), tenant: { ...getTenant('de'), flags: { ...getTenant('de').flags, amex: false, clickToPay: false } } };
    expect(offeredMethods(noCards)).not.toContain('amex');
    expect(offeredMethods(noCards)).not.toContain('click-to-pay');
    expect(offeredMethods(noCards)).toContain('visa');
  });

  it('reads history, open and overdue balance from orders and the ledger for the credit decision', async () => {
    const shop = testShop('de', testClock(new Date('2026-11-23T10:00:00Z')));
    const customer = await checkoutCustomer(database.db, shop);
    expect(await loadCreditInput(database.db, shop, customer.id, 100_00)).toMatchObject({
      settledOrders: 0,
      openBalance: 0,
      overdueAmount: 0,
      age: 42,
    });
    await debit(customer.id, 300_00, '2026-11-01');
    await debit(customer.id, 200_00, '2026-12-01');
    await debit(customer.id, -250_00, null, 'payment');
    const input = await loadCreditInput(database.db, shop, customer.id, 100_00);
    expect(input).toMatchObject({ openBalance: 250_00, overdueAmount: 50_00 });
    const options = await paymentOptionsFor(database.db, shop, customer, { baseAmount: 100_00, goodsAmount: 100_00 });
    expect(options.creditDecision).toEqual({ approved: false, reason: 'CREDIT_OVERDUE_BALANCE' });
    await debit(customer.id, -50_00, null, 'payment');
    expect((await paymentOptionsFor(database.db, shop, customer, { baseAmount: 100_00, goodsAmount: 100_00 })).creditDecision).toEqual({ approved: true });

    const now = shop.now();
    await database.db.insert(orders).values(
      (['delivered', 'paid', 'cancelled'] as const).map((status, i) => ({
        tenantId: 'de', orderNumber: `T-${randomUUID()}`, customerId: customer.id, locale: 'de-DE', currency: 'EUR', status,
        subtotalAmount: 1, discountAmount: 0, goodsAmount: 1, shippingAmount: 0, extrasAmount: 0, totalAmount: 1, vatAmount: 0,
        vatRateBp: 1900, charges: [], delivery: {} as never, payment: { method: 'invoice' as const }, email: 'x@example.org',
        expectedDeliveryFrom: '2026-01-01', expectedDeliveryTo: '2026-01-02', idempotencyKey: `k${i}`, placedAt: now, updatedAt: now,
      })),
    );
    expect((await loadCreditInput(database.db, shop, customer.id, 1)).settledOrders).toBe(2);
  });

  it('refuses a new customer’s order above the first-order limit for invoice, but not for cards', async () => {
    const shop = testShop('de');
    const customer = await checkoutCustomer(database.db, shop);
    await putInBasket(database.db, shop, customer.id, { price: 1_600_00 });
    const state = withState(await loadCheckoutState(database.db, shop, customer.id), { payment: { method: 'invoice' } });
    const pricing = await priceCheckout(database.db, shop, customer, state);
    expect(await checkPaymentChoice(database.db, shop, customer, state, pricing.totalAmount)).toEqual({ ok: false, code: 'CHECKOUT_CREDIT_DECLINED' });
    expect(await checkPaymentChoice(database.db, shop, customer, withState(state, { payment: { method: 'visa' } }), pricing.totalAmount)).toEqual({ ok: true });
    expect(await checkPaymentChoice(database.db, shop, customer, withState(state, { payment: { method: 'payment-pause' } }), 1)).toEqual({ ok: true });
    expect(await checkPaymentChoice(database.db, testShop('nl'), customer, withState(state, { payment: { method: 'payment-pause' } }), 1)).toEqual({
      ok: false,
      code: 'CHECKOUT_METHOD_UNAVAILABLE',
    });
  });

  it('prices protection into the total and still finds the financed amount behind it exactly', async () => {
    const shop = testShop('at');
    const customer = await checkoutCustomer(database.db, shop);
    await putInBasket(database.db, shop, customer.id, { price: 999_99 });
    await saveDeliveryChoice(database.db, shop, customer.id, { addressId: (await bookAddress(database.db, shop, customer.id)).id });
    await savePaymentChoice(database.db, shop, customer, { method: 'instalments', months: 48 });
    await saveProtectionChoice(database.db, shop, customer, { employment: 'retired', dateOfBirth: '1962-01-01', cover: 'basic', acceptTerms: true });
    const state = await loadCheckoutState(database.db, shop, customer.id);
    const pricing = await priceCheckout(database.db, shop, customer, state);
    const plan = pricing.instalments!;
    expect(plan).toMatchObject({ months: 48, financedAmount: pricing.baseAmount });
    expect(plan.protectionMonthly).toBe(Math.round((plan.monthlyRate * 90) / 10_000));
    expect(pricing.charges).toEqual([{ kind: 'protection', amount: plan.protectionMonthly * 48 }]);
    expect(pricing.creditAmount).toBe(pricing.baseAmount);
    expect(financedAmountOf(shop, pricing.totalAmount, 48, 'basic')).toBe(pricing.baseAmount);
    expect(await checkPaymentChoice(database.db, shop, customer, state, pricing.totalAmount)).toEqual({ ok: true });
    expect(await nextMissingStep(database.db, shop, customer, state)).toBe('review');
    // A duration that is not offered for the amount is refused, whatever the state claims.
    expect(await checkPaymentChoice(database.db, shop, customer, withState(state, { payment: { method: 'instalments', months: 7 } }), pricing.totalAmount)).toEqual({
      ok: false,
      code: 'CHECKOUT_METHOD_UNAVAILABLE',
    });
  });

  it('prices the pause surcharge as 3.9 % of the goods value', async () => {
    const shop = testShop('de');
    const customer = await checkoutCustomer(database.db, shop);
    await putInBasket(database.db, shop, customer.id, { price: 123_45, quantity: 2 });
    const state = withState(await loadCheckoutState(database.db, shop, customer.id), { payment: { method: 'payment-pause' } });
    const pricing = await priceCheckout(database.db, shop, customer, state);
    expect(pricing.charges).toEqual([{ kind: 'payment-pause-surcharge', amount: Math.round(246_90 * 0.039) }]);
    expect(pricing.creditAmount).toBe(pricing.totalAmount);
  });
});

describe('premium membership', () => {
  it('ships free from the order that takes it, skips the offer for members, and ends after a cancelled year', async () => {
    const clock = testClock(new Date('2026-11-23T10:00:00Z'));
    const shop = testShop('de', clock);
    const customer = await checkoutCustomer(database.db, shop);
    await putInBasket(database.db, shop, customer.id, { price: 20_00 });
    const state = await loadCheckoutState(database.db, shop, customer.id);
    const plain = await priceCheckout(database.db, shop, customer, state);
    expect(plain.basket.result.shipping.amount).toBe(595);
    const taking = await priceCheckout(database.db, shop, customer, withState(state, { premium: 'taken' }));
    expect(taking.basket.result.shipping.amount).toBe(0);
    expect(taking.charges).toEqual([{ kind: 'premium-fee', amount: 990 }]);
    expect(taking).toMatchObject({ takesPremium: true, premiumMember: true });
    // Not offered in nl (flag off): 'taken' in a state changes nothing there.
    const nl = testShop('nl');
    const dutch = await checkoutCustomer(database.db, nl);
    await putInBasket(database.db, nl, dutch.id, { price: 20_00 });
    const dutchPricing = await priceCheckout(database.db, nl, dutch, withState(await loadCheckoutState(database.db, nl, dutch.id), { premium: 'taken' }));
    expect(dutchPricing.charges).toEqual([]);

    await recordPremiumMembership(database.db, shop, customer.id, null);
    await recordPremiumMembership(database.db, shop, customer.id, null); // a second one is not made
    expect(await isPremiumMember(database.db, shop, customer.id)).toBe(true);
    const member = await priceCheckout(database.db, shop, customer, withState(state, { premium: 'taken' }));
    expect(member.charges).toEqual([]);
    expect(member.basket.result.shipping.amount).toBe(0);
    await saveDeliveryChoice(database.db, shop, customer.id, { addressId: (await bookAddress(database.db, shop, customer.id)).id });
    await savePaymentChoice(database.db, shop, customer, { method: 'paypal' });
    expect(await nextMissingStep(database.db, shop, customer, await loadCheckoutState(database.db, shop, customer.id))).toBe('review');

    expect(await cancelPremiumMembership(database.db, shop, customer.id)).toEqual({ ok: true, activeUntil: '2027-11-23' });
    expect(await cancelPremiumMembership(database.db, shop, customer.id)).toEqual({ ok: false, code: 'PREMIUM_NOT_MEMBER' });
    expect(await isPremiumMember(database.db, shop, customer.id)).toBe(true);
    clock.advance(365 * 86_400_000);
    expect(await isPremiumMember(database.db, shop, customer.id)).toBe(false);
    // The offer is back on the review page (summary.premium.offered), but never blocks the order.
    expect(await nextMissingStep(database.db, shop, customer, await loadCheckoutState(database.db, shop, customer.id))).toBe('review');
  });
});
