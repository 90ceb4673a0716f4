import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tenants, tenantKeys } from '@/commerce/tenant/tenants';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { promotions, vouchers } from './promotion.schema';
import { seedVouchers } from './seed-vouchers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('seedVouchers', () => {
  it('seeds every shop’s demo codes and promotions, and a second run adds nothing', async () => {
    const first = await seedVouchers(database.db, new Date('2026-11-22T08:00:00Z'));
    expect(first.vouchers).toBeGreaterThan(0);
    await seedVouchers(database.db, new Date('2026-11-22T08:00:00Z'));
    expect(await database.db.select().from(vouchers)).toHaveLength(first.vouchers);
    expect(await database.db.select().from(promotions)).toHaveLength(first.promotions);
  });

  it('seeds every code the shipped content advertises, as a 15 % code in that shop (SPEC §7, §9)', async () => {
    await seedVouchers(database.db);
    for (const tenant of tenantKeys) {
      for (const locale of tenants[tenant].locales) {
        const dir = path.join(process.cwd(), 'content', tenant, locale, 'promotions');
        for (const file of readdirSync(dir)) {
          const { code } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { code: string };
          const [row] = await database.db
            .select()
            .from(vouchers)
            .where(and(eq(vouchers.tenantId, tenant), eq(vouchers.code, code)));
          expect(row, `${tenant}/${locale} ${code}`).toMatchObject({
            kind: 'percentage',
            percentBp: 1_500,
            maxUsesPerCustomer: 1,
            excludeReduced: true,
            excludeBulky: true,
          });
        }
      }
    }
  });
});
