import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { vouchers } from '@/commerce/promotion/promotion.schema';
import { redeemVoucher } from '@/commerce/promotion/redeem-voucher';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { addToBasket } from './add-to-basket';
import { applyVoucher } from './apply-voucher';
import { aCustomer, aNewVisitor, sellable, visitor } from './basket-factories';
import type { BasketOwner } from './basket-owner';
import { getBasket } from './get-basket';
import { removeFromBasket } from './remove-from-basket';
import { removeVoucher } from './remove-voucher';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const from = new Date('2026-01-01T00:00:00Z');
  await database.db.insert(vouchers).values([
    { tenantId: 'de', code: 'ZEHN', kind: 'percentage', percentBp: 1_000, validFrom: from },
    { tenantId: 'de', code: 'FUENF', kind: 'fixed', amount: 500, minimumAmount: 4_000, validFrom: from },
    { tenantId: 'de', code: 'GRATIS', kind: 'free-shipping', validFrom: from },
    {
      tenantId: 'de',
      code: 'ALT',
      kind: 'percentage',
      percentBp: 1_000,
      validFrom: from,
      validUntil: new Date('2026-06-01T00:00:00Z'),
    },
    {
      tenantId: 'de',
      code: 'BALD',
      kind: 'percentage',
      percentBp: 1_000,
      validFrom: new Date('2027-01-01T00:00:00Z'),
    },
    {
      tenantId: 'de',
      code: 'EINMAL',
      kind: 'percentage',
      percentBp: 1_000,
      validFrom: from,
      maxUsesPerCustomer: 1,
      oncePerDay: false,
    },
    { tenantId: 'de', code: 'TAEGLICH', kind: 'percentage', percentBp: 1_000, validFrom: from },
    {
      tenantId: 'de',
      code: 'LETZTER',
      kind: 'percentage',
      percentBp: 1_000,
      validFrom: from,
      maxUses: 1,
      oncePerDay: false,
    },
    {
      tenantId: 'de',
      code: 'SCHUHE',
      kind: 'percentage',
      percentBp: 1_000,
      validFrom: from,
      excludedCategoryIds: ['schuhe-damen-sneaker'],
    },
    { tenantId: 'de', code: 'INAKTIV', kind: 'percentage', percentBp: 1_000, validFrom: from, active: false },
    { tenantId: 'at', code: 'NURAT', kind: 'percentage', percentBp: 1_000, validFrom: from },
  ]);
});
afterAll(async () => database.close());

const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const shop = testShop('de', clock);
let owner: BasketOwner;

async function basketWorth(amount: number, who: BasketOwner = aNewVisitor()): Promise<BasketOwner> {
  const variantSku = await sellable(database.db, { price: amount, stock: 9 });
  const added = await addToBasket(database.db, shop, who, { variantSku, quantity: 1 });
  if (!added.ok) throw new Error(added.code);
  return added.issuedToken ? visitor(added.issuedToken) : who;
}

beforeEach(async () => {
  owner = await basketWorth(5_000);
});

describe('applyVoucher', () => {
  it('applies a percentage code, whatever its case and spaces, and keeps it on the basket', async () => {
    const applied = await applyVoucher(database.db, shop, owner, { code: ' ze hn ' });
    expect(applied.ok && applied.basket.voucher).toEqual({
      code: 'ZEHN',
      applied: true,
      refusal: null,
      discount: { amount: 500, currency: 'EUR' },
      minimum: null,
    });
    expect(applied.ok && applied.basket.goodsTotal.amount).toBe(4_500);
    expect((await getBasket(database.db, shop, owner)).voucher?.code).toBe('ZEHN');
  });

  it('applies a fixed code from its minimum, and a free-shipping code', async () => {
    const fixed = await applyVoucher(database.db, shop, owner, { code: 'fuenf' });
    expect(fixed.ok && fixed.basket.total.amount).toBe(4_500 + 595);
    const free = await applyVoucher(database.db, shop, owner, { code: 'gratis' });
    expect(free.ok && free.basket.shipping).toMatchObject({
      total: { amount: 0 },
      charges: [{ kind: 'standard', waivedBy: 'code' }],
    });
  });

  it.each([
    ['an unknown code', 'GIBTSNICHT', { code: 'VOUCHER_UNKNOWN' }],
    ['a code of another shop', 'NURAT', { code: 'VOUCHER_UNKNOWN' }],
    ['a switched-off code', 'INAKTIV', { code: 'VOUCHER_UNKNOWN' }],
    ['a malformed code', "x'; drop table vouchers; --", { code: 'VOUCHER_UNKNOWN' }],
    ['an expired code', 'ALT', { code: 'VOUCHER_EXPIRED' }],
    ['a code not valid yet', 'BALD', { code: 'VOUCHER_NOT_YET_VALID' }],
  ])('refuses %s and keeps the basket without a code', async (_name, code, expected) => {
    expect(await applyVoucher(database.db, shop, owner, { code })).toEqual({ ok: false, ...expected });
    expect((await getBasket(database.db, shop, owner)).voucher).toBeNull();
  });

  it('refuses a code below its minimum order value and names the minimum', async () => {
    const small = await basketWorth(3_999);
    expect(await applyVoucher(database.db, shop, small, { code: 'FUENF' })).toEqual({
      ok: false,
      code: 'VOUCHER_MINIMUM_NOT_REACHED',
      minimumAmount: 4_000,
    });
  });

  it('refuses a code that counts for none of the goods', async () => {
    expect(await applyVoucher(database.db, shop, owner, { code: 'SCHUHE' })).toEqual({
      ok: false,
      code: 'VOUCHER_NOT_FOR_ITEMS',
    });
  });

  it('refuses a code on an empty basket', async () => {
    expect(await applyVoucher(database.db, shop, aNewVisitor(), { code: 'ZEHN' })).toEqual({
      ok: false,
      code: 'BASKET_EMPTY',
    });
  });

  it('refuses a code the customer has used up, and one used today, but not tomorrow', async () => {
    const customer = aCustomer();
    const mine = await basketWorth(5_000, customer);
    const customerId = (customer as { customerId: string }).customerId;
    for (const code of ['EINMAL', 'TAEGLICH']) {
      const redeemed = await database.db.transaction((tx) =>
        redeemVoucher(tx, shop, {
          code,
          customerId,
          email: null,
          orderRef: `A-${code}`,
          discountAmount: 500,
        }),
      );
      expect(redeemed).toEqual({ ok: true });
    }
    expect(await applyVoucher(database.db, shop, mine, { code: 'EINMAL' })).toEqual({
      ok: false,
      code: 'VOUCHER_ALREADY_USED',
    });
    expect(await applyVoucher(database.db, shop, mine, { code: 'TAEGLICH' })).toEqual({
      ok: false,
      code: 'VOUCHER_USED_TODAY',
    });
    const tomorrow = testShop('de', testClock(new Date('2026-11-24T10:00:00Z')));
    expect((await applyVoucher(database.db, tomorrow, mine, { code: 'TAEGLICH' })).ok).toBe(true);
    // Another customer is not affected by this one's use.
    expect(
      (await applyVoucher(database.db, shop, await basketWorth(5_000, aCustomer()), { code: 'EINMAL' })).ok,
    ).toBe(true);
  });

  it('refuses a code whose total uses are gone', async () => {
    await database.db.transaction((tx) =>
      redeemVoucher(tx, shop, {
        code: 'LETZTER',
        customerId: null,
        email: 'a@example.org',
        orderRef: 'B-1',
        discountAmount: 500,
      }),
    );
    expect(await applyVoucher(database.db, shop, owner, { code: 'LETZTER' })).toEqual({
      ok: false,
      code: 'VOUCHER_EXHAUSTED',
    });
  });

  it('keeps a code that stops applying, and says why; removing it takes it out', async () => {
    const variantSku = (await getBasket(database.db, shop, owner)).lines[0]!.variantSku;
    await applyVoucher(database.db, shop, owner, { code: 'FUENF' });
    const extra = await sellable(database.db, { price: 1_000 });
    await addToBasket(database.db, shop, owner, { variantSku: extra, quantity: 1 });
    const after = await removeFromBasket(database.db, shop, owner, { variantSku });
    expect(after.ok && after.basket.voucher).toMatchObject({
      code: 'FUENF',
      applied: false,
      refusal: 'VOUCHER_MINIMUM_NOT_REACHED',
      minimum: { amount: 4_000 },
    });
    expect(after.ok && after.basket.discountTotal.amount).toBe(0);
    const removed = await removeVoucher(database.db, shop, owner);
    expect(removed.ok && removed.basket.voucher).toBeNull();
  });
});
