// "My vouchers": the welcome code issued to the customer's address and goodwill vouchers issued to the customer,
// valid first; used, expired and not-yet-valid ones say so; another customer's and public codes are not listed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testShop } from '@/commerce/customer/customer-factories';
import { insertCustomer } from '@/commerce/customer/customer-store';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { customerVouchers } from './customer-vouchers';
import { issueGoodwillVoucher } from './issue-goodwill-voucher';
import { issueWelcomeVoucher, welcomeUsageGroup } from './issue-welcome-voucher';
import { voucherRedemptions, vouchers } from './promotion.schema';

let database: TestDatabase;
const clock = testClock(new Date('2026-06-01T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(vouchers).values([
    { tenantId: 'de', code: 'WELCOME15', kind: 'percentage', percentBp: 1500, validFrom: new Date('2026-01-01'), usageGroup: welcomeUsageGroup, maxUsesPerCustomer: 1, excludeReduced: true },
    { tenantId: 'de', code: 'PUBLIC10', kind: 'fixed', amount: 10_00, validFrom: new Date('2026-01-01') },
  ]);
});
afterAll(async () => database.close());

const customer = async (email: string) => {
  const now = clock.now();
  const row = await insertCustomer(database.db, { tenantId: 'de', salutation: 'female', firstName: 'Erika', lastName: 'Muster', email, passwordHash: null, dateOfBirth: null, locale: 'de-DE', activatedAt: now, createdAt: now, updatedAt: now });
  return { id: row.id, email: row.email };
};

describe('customerVouchers', () => {
  it('lists the personal welcome code and goodwill vouchers with their state, and nothing of others', async () => {
    const me = await customer(`Erika.${randomUUID().slice(0, 6)}@Example.org`);
    const other = await customer(`other.${randomUUID().slice(0, 6)}@example.org`);
    const welcome = await issueWelcomeVoucher(database.db, de, clock.now(), me.email.toUpperCase());
    const goodwill = await issueGoodwillVoucher(database.db, de, me.id, { amount: 15_00, validDays: 30 });
    const used = await issueGoodwillVoucher(database.db, de, me.id, { amount: 5_00, validDays: 30 });
    const [usedRow] = await database.db.select().from(vouchers).where(eq(vouchers.code, used.code));
    await database.db.insert(voucherRedemptions).values({ tenantId: 'de', voucherId: usedRow!.id, usageKey: usedRow!.id, customerId: me.id, orderRef: 'o', discountAmount: 5_00, currency: 'EUR', redeemedAt: clock.now(), redeemedOn: '2026-06-01' });
    await issueGoodwillVoucher(database.db, de, other.id, { amount: 20_00, validDays: 30 });

    const list = await customerVouchers(database.db, de, me);
    expect(list.map((v) => [v.code, v.state])).toEqual([
      [goodwill.code, 'valid'],
      [welcome, 'valid'],
      [used.code, 'used'],
    ]);
    expect(list[1]).toMatchObject({ kind: 'percentage', percentBp: 1500, excludeReduced: true });
    expect(list[0]).toMatchObject({ kind: 'fixed', amount: 15_00 });

    clock.advance(31 * 86_400_000);
    expect((await customerVouchers(database.db, de, me)).find((v) => v.code === goodwill.code)?.state).toBe('expired');
    expect((await customerVouchers(database.db, de, other)).map((v) => v.code)).not.toContain(welcome);
    expect((await customerVouchers(database.db, testShop('at', clock), me))).toEqual([]);
  });
});
