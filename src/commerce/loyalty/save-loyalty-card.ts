// Enter or change the bonus card in the account: only where the shop runs a programme and shows it; the customer
// then takes part in it (the login-state cookie's `bop`, SPEC §3), and orders from now on earn points on the card.
import { and, eq } from 'drizzle-orm';
import { setBonusProgram } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { offeredProgram } from './loyalty-programs';
import { loyaltyCards, type LoyaltyCardRow } from './loyalty.schema';

export type SaveCardResult = { ok: true; card: LoyaltyCardRow } | { ok: false; code: 'LOYALTY_NOT_OFFERED' };

export async function saveLoyaltyCard(db: Db, shop: ShopContext, customerId: string, cardNumber: string): Promise<SaveCardResult> {
  const program = offeredProgram(shop.tenant);
  if (!program) return { ok: false, code: 'LOYALTY_NOT_OFFERED' };
  return db.transaction(async (tx) => {
    const now = shop.now();
    const [card] = await tx
      .insert(loyaltyCards)
      .values({ tenantId: shop.tenant.key, customerId, program, cardNumber, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [loyaltyCards.tenantId, loyaltyCards.customerId], set: { cardNumber, program, updatedAt: now } })
      .returning();
    await setBonusProgram(tx, shop.tenant.key, customerId, true);
    return { ok: true as const, card: card! };
  });
}

export async function loyaltyCardOf(db: Db, shop: ShopContext, customerId: string): Promise<LoyaltyCardRow | null> {
  const [card] = await db
    .select()
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.tenantId, shop.tenant.key), eq(loyaltyCards.customerId, customerId)));
  return card ?? null;
}
