// Seeder "vouchers": the demo codes and automatic promotions of demo-vouchers.ts, for every shop.
import { tenantKeys } from '@/commerce/tenant/tenants';
import type { Db } from '@/platform/db/client';
import type { Seeder } from '@/platform/db/seed-runner';
import { demoPromotions, demoVouchers } from './demo-vouchers';
import { promotions, vouchers } from './promotion.schema';

const DAY_MS = 86_400_000;

export async function seedVouchers(
  db: Db,
  now: Date = new Date(),
): Promise<{ vouchers: number; promotions: number }> {
  // Codes are valid from the start of the year they are seeded in, so the demo works whatever the clock says.
  const validFrom = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const startOfDay = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const voucherRows = tenantKeys.flatMap((tenantId) =>
    demoVouchers[tenantId].map((v) => ({
      tenantId,
      code: v.code,
      kind: v.kind,
      percentBp: v.percentBp ?? null,
      amount: v.amount ?? null,
      minimumAmount: v.minimumAmount ?? null,
      validFrom,
      maxUsesPerCustomer: v.maxUsesPerCustomer ?? null,
      usageGroup: v.usageGroup ?? null,
      excludedCategoryIds: v.excludedCategoryIds ?? [],
      excludeReduced: v.excludeReduced ?? false,
      excludeBulky: v.excludeBulky ?? false,
    })),
  );
  const promotionRows = tenantKeys.flatMap((tenantId) =>
    demoPromotions[tenantId].map((p) => ({
      tenantId,
      id: p.id,
      kind: 'category-percentage' as const,
      title: p.title,
      percentBp: p.percentBp,
      categoryId: p.categoryId,
      startsAt: startOfDay,
      endsAt: new Date(startOfDay.getTime() + p.days * DAY_MS),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(vouchers).values(voucherRows).onConflictDoNothing();
    await tx.insert(promotions).values(promotionRows).onConflictDoNothing();
  });
  return { vouchers: voucherRows.length, promotions: promotionRows.length };
}

export const vouchersSeeder: Seeder = {
  name: 'vouchers',
  version: 1,
  run: (db) => seedVouchers(db),
};
