import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressInput, checkoutCustomer } from '@/commerce/checkout/checkout-factories';
import { testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { defaultBillingAddress, findAddress, listAddresses } from './address-store';
import { deleteAddress } from './delete-address';
import { MAX_ADDRESSES_PER_CUSTOMER } from './errors';
import { createAddress, updateAddress } from './save-address';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const de = testShop('de');
const nl = testShop('nl');

describe('address book', () => {
  it('adds, lists, changes and removes addresses; the first one is the default', async () => {
    const db = database.db;
    const customer = await checkoutCustomer(db, de);
    const home = await createAddress(db, de, customer.id, addressInput(de));
    expect(home).toMatchObject({ ok: true, address: { isDefault: true, postalCode: '10435', city: 'Berlin' } });
    const work = await createAddress(db, de, customer.id, addressInput(de, { street: 'Zeil', city: 'Frankfurt am Main', postalCode: '60313' }));
    expect(work).toMatchObject({ ok: true, address: { isDefault: false } });
    if (!home.ok || !work.ok) throw new Error('setup');

    const made = await updateAddress(db, de, customer.id, work.address.id, { ...addressInput(de, { city: 'Frankfurt am Main', street: 'Zeil', postalCode: '60313' }), isDefault: true });
    expect(made).toMatchObject({ ok: true, address: { isDefault: true } });
    expect((await listAddresses(db, de, customer.id)).map((a) => [a.street, a.isDefault])).toEqual([
      ['Zeil', true],
      ['Kastanienallee', false],
    ]);
    expect(await deleteAddress(db, de, customer.id, work.address.id)).toEqual({ ok: true });
    expect(await listAddresses(db, de, customer.id)).toMatchObject([{ street: 'Kastanienallee', isDefault: true }]);
  });

  it('keeps a default billing address apart from the delivery default; the order keeps the billing address', async () => {
    const db = database.db;
    const customer = await checkoutCustomer(db, de);
    const home = await createAddress(db, de, customer.id, addressInput(de));
    const office = await createAddress(db, de, customer.id, addressInput(de, { street: 'Zeil', city: 'Frankfurt am Main', postalCode: '60313' }));
    if (!home.ok || !office.ok) throw new Error('setup');
    // The first address holds both defaults.
    expect(home.address).toMatchObject({ isDefault: true, isDefaultBilling: true });
    const billing = await updateAddress(db, de, customer.id, office.address.id, {
      ...addressInput(de, { street: 'Zeil', city: 'Frankfurt am Main', postalCode: '60313' }),
      isDefaultBilling: true,
    });
    expect(billing).toMatchObject({ ok: true, address: { isDefault: false, isDefaultBilling: true } });
    expect((await listAddresses(db, de, customer.id)).map((a) => [a.street, a.isDefault, a.isDefaultBilling])).toEqual([
      ['Kastanienallee', true, false],
      ['Zeil', false, true],
    ]);
    expect(await defaultBillingAddress(db, de, customer.id)).toMatchObject({ street: 'Zeil', city: 'Frankfurt am Main' });
    // Deleting the billing default hands it to the oldest remaining address.
    expect(await deleteAddress(db, de, customer.id, office.address.id)).toEqual({ ok: true });
    expect(await listAddresses(db, de, customer.id)).toMatchObject([{ street: 'Kastanienallee', isDefault: true, isDefaultBilling: true }]);
  });

  it('answers invalid input with field codes and only takes the shop’s own country', async () => {
    const customer = await checkoutCustomer(database.db, nl);
    expect(await createAddress(database.db, nl, customer.id, addressInput(nl, { postalCode: '1053 G1', firstName: '' }))).toEqual({
      ok: false,
      code: 'ADDRESS_INVALID',
      fields: { firstName: 'REQUIRED', postalCode: 'POSTAL_CODE_LETTERS' },
    });
    expect(await createAddress(database.db, nl, customer.id, addressInput(nl, { country: 'DE', postalCode: '10115' }))).toMatchObject({
      code: 'ADDRESS_INVALID',
      fields: { country: 'COUNTRY_NOT_DELIVERED' },
    });
    expect(await createAddress(database.db, nl, customer.id, addressInput(nl, { postalCode: '1053gr' }))).toMatchObject({
      ok: true,
      address: { postalCode: '1053 GR' },
    });
  });

  it('never lets one customer read, change or delete another’s address, nor another shop’s', async () => {
    const db = database.db;
    const a = await checkoutCustomer(db, de);
    const b = await checkoutCustomer(db, de);
    const created = await createAddress(db, de, a.id, addressInput(de));
    if (!created.ok) throw new Error('setup');
    const id = created.address.id;
    expect(await findAddress(db, de, b.id, id)).toBeNull();
    expect(await listAddresses(db, de, b.id)).toEqual([]);
    expect(await updateAddress(db, de, b.id, id, addressInput(de, { city: 'Hamburg', postalCode: '20095' }))).toEqual({
      ok: false,
      code: 'ADDRESS_NOT_FOUND',
    });
    expect(await deleteAddress(db, de, b.id, id)).toEqual({ ok: false, code: 'ADDRESS_NOT_FOUND' });
    const at = testShop('at');
    expect(await findAddress(db, at, a.id, id)).toBeNull();
    expect(await deleteAddress(db, at, a.id, id)).toEqual({ ok: false, code: 'ADDRESS_NOT_FOUND' });
    expect(await findAddress(db, de, a.id, id)).toMatchObject({ city: 'Berlin', isDefault: true });
    expect(await findAddress(db, de, a.id, 'not-a-uuid')).toBeNull();
  });

  it('keeps at most 20 addresses per customer, also when they are added at once', async () => {
    const customer = await checkoutCustomer(database.db, de);
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER + 3 }, (_, i) =>
        createAddress(database.db, de, customer.id, addressInput(de, { houseNumber: String(i + 1) })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array(3).fill({ ok: false, code: 'ADDRESS_LIMIT_REACHED', max: MAX_ADDRESSES_PER_CUSTOMER }),
    );
    const book = await listAddresses(database.db, de, customer.id);
    expect(book).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
