import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAddress } from '@/commerce/address-book/save-address';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { seedParcelShops } from '@/commerce/parcel-shops/parcel-shops-seeder';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addressInput, bookAddress, checkoutCustomer, putInBasket } from './checkout-factories';
import { clearCheckoutState } from './clear-checkout-state';
import { loadCheckoutState } from './load-checkout-state';
import { nextMissingStep } from './next-missing-step';
import { priceCheckout } from './price-checkout';
import { saveDeliveryChoice } from './save-delivery-choice';
import { savePaymentChoice } from './save-payment-choice';
import { savePremiumChoice } from './save-premium-choice';
import { saveProtectionChoice } from './protection-offer';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedParcelShops(database.db);
});
afterAll(() => database.close());

const protection = { employment: 'employed', dateOfBirth: '1984-08-12', cover: 'full', acceptTerms: true };

describe('checkout steps', () => {
  it('walks the steps in order, none can be skipped, and a reload (crash) loses nothing', async () => {
    const db = database.db;
    const shop = testShop('de');
    const customer = await checkoutCustomer(db, shop);
    await putInBasket(db, shop, customer.id, { price: 600_00 });
    const address = await bookAddress(db, shop, customer.id);

    expect(await nextMissingStep(db, shop, customer, await loadCheckoutState(db, shop, customer.id))).toBe('delivery');
    // Skipping ahead does not count: a payment without a delivery still leaves the delivery missing.
    expect(await savePaymentChoice(db, shop, customer, { method: 'invoice' })).toMatchObject({ ok: true });
    expect(await nextMissingStep(db, shop, customer, await loadCheckoutState(db, shop, customer.id))).toBe('delivery');

    expect(await saveDeliveryChoice(db, shop, customer.id, { addressId: address.id, option: 'standard' })).toMatchObject({ ok: true });
    expect(await savePaymentChoice(db, shop, customer, { method: 'instalments', months: 12 })).toMatchObject({ ok: true });
    expect(await nextMissingStep(db, shop, customer, await loadCheckoutState(db, shop, customer.id))).toBe('protection');
    expect(await saveProtectionChoice(db, shop, customer, protection)).toMatchObject({ ok: true });
    // Premium is an offer, not a step (issue 21): the review follows; declining it is still remembered.
    expect(await nextMissingStep(db, shop, customer, await loadCheckoutState(db, shop, customer.id))).toBe('review');
    expect(await savePremiumChoice(db, shop, customer, { take: false })).toMatchObject({ ok: true });

    // A "new process" reads everything back from the database.
    const reloaded = await loadCheckoutState(db, shop, customer.id);
    expect(reloaded).toMatchObject({
      delivery: { kind: 'address', addressId: address.id, option: 'standard', address: { city: 'Berlin' } },
      payment: { method: 'instalments', months: 12 },
      protection: { cover: 'full', employment: 'employed', acceptedTermsAt: shop.now().toISOString() },
      premium: 'declined',
    });
    expect(await nextMissingStep(db, shop, customer, reloaded)).toBe('review');

    await clearCheckoutState(db, shop, customer.id);
    expect(await loadCheckoutState(db, shop, customer.id)).toMatchObject({ delivery: null, payment: null, protection: null, premium: null });
  });

  it('drops the protection when the payment leaves instalments, keeps it when only the duration changes', async () => {
    const db = database.db;
    const shop = testShop('nl');
    const customer = await checkoutCustomer(db, shop);
    await putInBasket(db, shop, customer.id, { price: 800_00 });
    const address = await bookAddress(db, shop, customer.id);
    await saveDeliveryChoice(db, shop, customer.id, { addressId: address.id });
    await savePaymentChoice(db, shop, customer, { method: 'instalments', months: 24 });
    await saveProtectionChoice(db, shop, customer, protection);
    await savePaymentChoice(db, shop, customer, { method: 'instalments', months: 12 });
    expect((await loadCheckoutState(db, shop, customer.id)).protection).toMatchObject({ cover: 'full' });
    await savePaymentChoice(db, shop, customer, { method: 'invoice' });
    expect((await loadCheckoutState(db, shop, customer.id)).protection).toBeNull();
    // nl has no premium offer (flag off): after the payment it is the review.
    expect(await nextMissingStep(db, shop, customer, await loadCheckoutState(db, shop, customer.id))).toBe('review');
    expect(await savePremiumChoice(db, shop, customer, { take: true })).toEqual({ ok: false, code: 'CHECKOUT_PREMIUM_NOT_OFFERED' });
    expect(await saveProtectionChoice(db, shop, customer, protection)).toEqual({ ok: false, code: 'CHECKOUT_PROTECTION_NOT_OFFERED' });
  });

  it('validates the protection form: fields, insurable age 18–67, accepted terms', async () => {
    const db = database.db;
    const shop = testShop('de', testClock(new Date('2026-11-23T10:00:00Z')));
    const customer = await checkoutCustomer(db, shop);
    await putInBasket(db, shop, customer.id, { price: 500_00 });
    await saveDeliveryChoice(db, shop, customer.id, { addressId: (await bookAddress(db, shop, customer.id)).id });
    await savePaymentChoice(db, shop, customer, { method: 'instalments', months: 12 });
    expect(await saveProtectionChoice(db, shop, customer, { ...protection, acceptTerms: false, cover: 'gold' })).toEqual({
      ok: false,
      code: 'CHECKOUT_INVALID_INPUT',
      fields: { cover: 'REQUIRED', acceptTerms: 'TERMS_REQUIRED' },
    });
    expect(await saveProtectionChoice(db, shop, customer, { ...protection, dateOfBirth: '1958-11-23' })).toMatchObject({
      fields: { dateOfBirth: 'PROTECTION_AGE' },
    });
    expect(await saveProtectionChoice(db, shop, customer, { ...protection, dateOfBirth: '1958-11-24' })).toMatchObject({ ok: true });
    expect(await saveProtectionChoice(db, shop, customer, { ...protection, dateOfBirth: '2008-11-24' })).toMatchObject({
      fields: { dateOfBirth: 'PROTECTION_AGE' },
    });
    expect(await saveProtectionChoice(db, shop, customer, { ...protection, dateOfBirth: '2026-02-30' })).toMatchObject({
      fields: { dateOfBirth: 'DATE_INVALID' },
    });
    expect(await saveProtectionChoice(db, shop, customer, { ...protection, dateOfBirth: '2008-11-23' })).toMatchObject({ ok: true });
    expect(await saveProtectionChoice(db, shop, customer, { declined: true })).toMatchObject({ ok: true, state: { protection: 'declined' } });
  });

  it('offers express in de but not to a parcel shop, not with bulky goods and not in nl', async () => {
    const db = database.db;
    const de = testShop('de');
    const customer = await checkoutCustomer(db, de);
    await putInBasket(db, de, customer.id, { price: 50_00 });
    const address = await bookAddress(db, de, customer.id);
    expect(await saveDeliveryChoice(db, de, customer.id, { addressId: address.id, option: 'express' })).toMatchObject({ ok: true });
    const state = await loadCheckoutState(db, de, customer.id);
    const pricing = await priceCheckout(db, de, customer, state);
    expect(pricing.charges).toEqual([{ kind: 'express', amount: 995 }]);
    expect(pricing.totalAmount).toBe(pricing.basket.result.totalAmount + 995);
    expect(pricing.delivery).toEqual({ fromDays: 1, toDays: 2 });

    // Bulky goods join the basket: express no longer holds, the shopper goes back to delivery, freight days apply.
    await putInBasket(db, de, customer.id, { price: 900_00, bulky: true });
    await savePaymentChoice(db, de, customer, { method: 'paypal' });
    await savePremiumChoice(db, de, customer, { take: false });
    expect(await nextMissingStep(db, de, customer, await loadCheckoutState(db, de, customer.id))).toBe('delivery');
    const bulkyPricing = await priceCheckout(db, de, customer, await loadCheckoutState(db, de, customer.id));
    expect(bulkyPricing.charges).toEqual([]);
    expect(bulkyPricing.delivery).toEqual({ fromDays: 5, toDays: 10 });
    expect(await saveDeliveryChoice(db, de, customer.id, { addressId: address.id, option: 'express' })).toEqual({
      ok: false,
      code: 'DELIVERY_EXPRESS_BULKY',
    });

    // A parcel shop: only standard, whatever is asked.
    expect(
      await saveDeliveryChoice(db, de, customer.id, {
        parcelShopId: 'DE-0101',
        recipient: { salutation: 'male', firstName: 'Max', lastName: 'Muster' },
        option: 'express',
      }),
    ).toMatchObject({ ok: true, state: { delivery: { kind: 'parcel-shop', option: 'standard', parcelShop: { id: 'DE-0101', city: 'Berlin' } } } });
    expect(await nextMissingStep(db, de, customer, await loadCheckoutState(db, de, customer.id))).toBe('review');
    expect(await saveDeliveryChoice(db, de, customer.id, { parcelShopId: 'AT-0101', recipient: { salutation: 'male', firstName: 'Max', lastName: 'Muster' } })).toEqual({
      ok: false,
      code: 'PARCEL_SHOP_NOT_FOUND',
    });

    const nl = testShop('nl');
    const dutch = await checkoutCustomer(db, nl);
    await putInBasket(db, nl, dutch.id, { price: 50_00 });
    const dutchAddress = await bookAddress(db, nl, dutch.id);
    expect(await saveDeliveryChoice(db, nl, dutch.id, { addressId: dutchAddress.id, option: 'express' })).toEqual({
      ok: false,
      code: 'DELIVERY_OPTION_NOT_OFFERED',
    });
  });

  it('refuses another customer’s address and sends back to delivery when the chosen address was edited', async () => {
    const db = database.db;
    const shop = testShop('de');
    const a = await checkoutCustomer(db, shop);
    const b = await checkoutCustomer(db, shop);
    await putInBasket(db, shop, a.id, { price: 50_00 });
    const addressOfB = await bookAddress(db, shop, b.id);
    expect(await saveDeliveryChoice(db, shop, a.id, { addressId: addressOfB.id })).toEqual({ ok: false, code: 'ADDRESS_NOT_FOUND' });
    expect((await loadCheckoutState(db, shop, a.id)).delivery).toBeNull();

    const own = await bookAddress(db, shop, a.id);
    await saveDeliveryChoice(db, shop, a.id, { addressId: own.id });
    await savePaymentChoice(db, shop, a, { method: 'invoice' });
    await savePremiumChoice(db, shop, a, { take: false });
    expect(await nextMissingStep(db, shop, a, await loadCheckoutState(db, shop, a.id))).toBe('review');
    await updateAddress(db, shop, a.id, own.id, addressInput(shop, { houseNumber: '99' }));
    expect(await nextMissingStep(db, shop, a, await loadCheckoutState(db, shop, a.id))).toBe('delivery');
  });
});
