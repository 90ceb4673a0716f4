import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { voucherRedemptions, vouchers } from './promotion.schema';
import { redeemVoucher, type RedemptionInput } from './redeem-voucher';

let database: TestDatabase;
const from = new Date('2026-01-01T00:00:00Z');
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(vouchers).values([
    {
      tenantId: 'de',
      code: 'WILLKOMMEN15',
      kind: 'percentage',
      percentBp: 1_500,
      validFrom: from,
      maxUsesPerCustomer: 1,
      usageGroup: 'newsletter-welcome',
    },
    {
      tenantId: 'ch',
      code: 'WILLKOMMEN15',
      kind: 'percentage',
      percentBp: 1_500,
      validFrom: from,
      maxUsesPerCustomer: 1,
      usageGroup: 'newsletter-welcome',
    },
    {
      tenantId: 'ch',
      code: 'BIENVENUE15',
      kind: 'percentage',
      percentBp: 1_500,
      validFrom: from,
      maxUsesPerCustomer: 1,
      usageGroup: 'newsletter-welcome',
    },
    { tenantId: 'de', code: 'TAG', kind: 'fixed', amount: 500, validFrom: from },
    {
      tenantId: 'de',
      code: 'DREI',
      kind: 'fixed',
      amount: 500,
      validFrom: from,
      maxUses: 3,
      oncePerDay: false,
    },
  ]);
});
afterAll(async () => database.close());

const redeem = (shop: ReturnType<typeof testShop>, input: Partial<RedemptionInput> & { code: string }) =>
  database.db.transaction((tx) =>
    redeemVoucher(tx, shop, {
      customerId: null,
      email: null,
      orderRef: randomUUID(),
      discountAmount: 500,
      ...input,
    }),
  );

describe('redeemVoucher', () => {
  it('records a redemption with the shop’s local day, and refuses a second use the same day', async () => {
    // 23:30 UTC is already the next day in Berlin.
    const shop = testShop('de', testClock(new Date('2026-11-23T23:30:00Z')));
    const customerId = randomUUID();
    expect(await redeem(shop, { code: 'tag', customerId })).toEqual({ ok: true });
    const [row] = await database.db
      .select()
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.tenantId, 'de'), eq(voucherRedemptions.customerId, customerId)));
    expect(row).toMatchObject({ redeemedOn: '2026-11-24', currency: 'EUR', discountAmount: 500 });
    expect(await redeem(shop, { code: 'TAG', customerId })).toEqual({
      ok: false,
      refusal: 'VOUCHER_USED_TODAY',
    });
  });

  it('counts the welcome code once per subscriber, by customer or by address, across its codes of one shop', async () => {
    const ch = testShop('ch');
    const email = 'Leser@Example.org';
    expect(await redeem(ch, { code: 'WILLKOMMEN15', email })).toEqual({ ok: true });
    expect(await redeem(ch, { code: 'BIENVENUE15', email: ' leser@example.org ' })).toEqual({
      ok: false,
      refusal: 'VOUCHER_ALREADY_USED',
    });
    // The German shop's welcome is its own.
    expect(await redeem(testShop('de'), { code: 'WILLKOMMEN15', email })).toEqual({ ok: true });
  });

  it('never lets concurrent orders take more than the total uses', async () => {
    const shop = testShop('de');
    const results = await Promise.all(Array.from({ length: 6 }, () => redeem(shop, { code: 'DREI' })));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array(3).fill({ ok: false, refusal: 'VOUCHER_EXHAUSTED' }));
  });

  it('refuses an unknown code and a code of another shop', async () => {
    expect(await redeem(testShop('at'), { code: 'TAG' })).toEqual({ ok: false, refusal: 'VOUCHER_UNKNOWN' });
    expect(await redeem(testShop('de'), { code: 'NIX' })).toEqual({ ok: false, refusal: 'VOUCHER_UNKNOWN' });
  });
});
