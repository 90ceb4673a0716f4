// "Delete my account" (GDPR Art. 17; issue 14, decision 0033): asked for with the current password, confirmed by a
// link to the account's address (proof that the mailbox's owner wants it, not only whoever holds the session),
// carried out as soon as nothing is open — no unfinished order, nothing owed. Until then the customer sees it waiting
// and may withdraw it. Carrying it out removes what names or reaches the person (address book, wishlist, basket,
// checkout, search history, contact requests, survey answers, sessions, links) and blanks the customer row; orders, invoices and
// bookings are kept for the legal retention period (HGB § 257, AO § 147) under the customer number alone.
import { and, eq, inArray } from 'drizzle-orm';
import { openItemsOf } from '@/commerce/account-ledger/open-amounts';
import { forgetAddressBook } from '@/commerce/address-book/address-store';
import { forgetCustomerBasket } from '@/commerce/basket/basket-store';
import { forgetCheckoutState } from '@/commerce/checkout/checkout-state-store';
import { forgetCustomerTickets } from '@/commerce/contact/contact-store';
import { accountDeletions, customers, type AccountDeletionRow } from '@/commerce/customer/customer.schema';
import type { AccountDeletionInput } from '@/commerce/customer/customer-input';
import { issueLinkToken, redeemLinkToken, shopLink } from '@/commerce/customer/customer-links';
import { enqueueCustomerMail } from '@/commerce/customer/customer-mails';
import { anonymizeCustomer, findCustomerById } from '@/commerce/customer/customer-store';
import { failure, type CustomerFailure } from '@/commerce/customer/errors';
import { spendTries } from '@/commerce/customer/identity-limits';
import { unfinishedOrderCount } from '@/commerce/order/customer-order-list';
import { cancelPremiumMembership } from '@/commerce/premium/cancel-premium-membership';
import { clearSearchHistory } from '@/commerce/search/history/clear-search-history';
import { parseShopContext, type ShopContext } from '@/commerce/tenant/shop-context';
import { forgetWishlist } from '@/commerce/wishlist/wishlist-store';
import { forgetCustomerSurveyAnswers } from '@/commerce/survey/order-survey';
import { checkPassword } from '@/platform/auth/password-hash';
import { revokeCustomerSessions } from '@/platform/auth/session-store';
import type { Db } from '@/platform/db/client';

export type DeletionStatus = AccountDeletionRow['status'];

/** What the privacy section shows: nothing asked, waiting for the mail link, or confirmed and waiting for what is open. */
export interface DeletionState {
  status: 'none' | 'requested' | 'confirmed';
  requestedAt?: Date;
  confirmedAt?: Date;
  /** For `confirmed`: what it waits for. */
  waitingFor?: { unfinishedOrders: number; openAmount: number };
}

async function deletionRow(db: Db, tenantId: string, customerId: string): Promise<AccountDeletionRow | null> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.tenantId, tenantId), eq(accountDeletions.customerId, customerId)));
  return row ?? null;
}

/** What still holds the deletion back: unfinished orders and the amount owed (minor units). */
export async function deletionBlockers(db: Db, shop: ShopContext, customerId: string) {
  const unfinishedOrders = await unfinishedOrderCount(db, shop, customerId);
  const openAmount = (await openItemsOf(db, shop, customerId)).reduce((sum, item) => sum + item.openAmount, 0);
  return { unfinishedOrders, openAmount };
}

export async function deletionState(db: Db, shop: ShopContext, customerId: string): Promise<DeletionState> {
  const row = await deletionRow(db, shop.tenant.key, customerId);
  if (!row || row.status === 'withdrawn' || row.status === 'done') return { status: 'none' };
  if (row.status === 'requested') return { status: 'requested', requestedAt: row.requestedAt };
  return {
    status: 'confirmed',
    requestedAt: row.requestedAt,
    confirmedAt: row.confirmedAt ?? undefined,
    waitingFor: await deletionBlockers(db, shop, customerId),
  };
}

/** Step 1: the password proves the person; a link goes to the account's address. Asking again sends a new link. */
export async function requestAccountDeletion(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: AccountDeletionInput,
): Promise<{ ok: true } | CustomerFailure> {
  const tenantId = shop.tenant.key;
  const limited = await spendTries([['deletionPerAccount', customerId]]);
  if (limited) return limited;
  const customer = await findCustomerById(db, tenantId, customerId);
  if (!customer) return failure('CUSTOMER_NOT_LOGGED_IN');
  if (!(await checkPassword(customer.passwordHash, input.currentPassword))) return failure('CUSTOMER_INVALID_CREDENTIALS');
  const now = shop.now();
  await db.transaction(async (tx) => {
    await tx
      .insert(accountDeletions)
      .values({ tenantId, customerId, status: 'requested', requestedAt: now })
      .onConflictDoUpdate({
        target: [accountDeletions.tenantId, accountDeletions.customerId],
        set: { status: 'requested', requestedAt: now, confirmedAt: null, carriedOutAt: null },
      });
    const token = await issueLinkToken(tx, tenantId, customerId, 'account-deletion', now);
    await enqueueCustomerMail(tx, shop, {
      template: 'deletionConfirm',
      to: customer.email,
      firstName: customer.firstName,
      link: shopLink(shop, '/account-deletion-confirm', { token }),
    });
  });
  return { ok: true };
}

export type ConfirmDeletionResult = { ok: true; outcome: 'deleted' | 'waiting' } | CustomerFailure;

/** Step 2, the mail link: confirmed; carried out at once when nothing is open, else when the last thing closes. */
export async function confirmAccountDeletion(db: Db, shop: ShopContext, token: string): Promise<ConfirmDeletionResult> {
  const tenantId = shop.tenant.key;
  const now = shop.now();
  const customerId = await db.transaction(async (tx) => {
    const owner = await redeemLinkToken(tx, tenantId, 'account-deletion', token, now);
    if (!owner) return null;
    const [row] = await tx
      .update(accountDeletions)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(
        and(
          eq(accountDeletions.tenantId, tenantId),
          eq(accountDeletions.customerId, owner),
          eq(accountDeletions.status, 'requested'),
        ),
      )
      .returning();
    return row ? owner : null;
  });
  if (!customerId) return failure('CUSTOMER_LINK_INVALID');
  const deleted = await carryOutDeletion(db, shop, customerId);
  if (!deleted) {
    const customer = await findCustomerById(db, tenantId, customerId);
    if (customer)
      await enqueueCustomerMail(db, shop, { template: 'deletionScheduled', to: customer.email, firstName: customer.firstName });
  }
  return { ok: true, outcome: deleted ? 'deleted' : 'waiting' };
}

/** The customer changed their mind (before it was carried out). */
export async function withdrawAccountDeletion(
  db: Db,
  shop: ShopContext,
  customerId: string,
): Promise<{ ok: true } | CustomerFailure> {
  const [row] = await db
    .update(accountDeletions)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(accountDeletions.tenantId, shop.tenant.key),
        eq(accountDeletions.customerId, customerId),
        inArray(accountDeletions.status, ['requested', 'confirmed']),
      ),
    )
    .returning();
  return row ? { ok: true } : failure('CUSTOMER_DELETION_NOT_PENDING');
}

/**
 * Carries out a confirmed deletion when nothing is open; true when done. The row is locked, so two instances (or the
 * link and the interval job) cannot both carry it out. A goodbye mail goes to the address before it is blanked.
 */
export async function carryOutDeletion(db: Db, shop: ShopContext, customerId: string): Promise<boolean> {
  const tenantId = shop.tenant.key;
  const blockers = await deletionBlockers(db, shop, customerId);
  if (blockers.unfinishedOrders > 0 || blockers.openAmount > 0) return false;
  const now = shop.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.tenantId, tenantId), eq(accountDeletions.customerId, customerId)))
      .for('update');
    if (row?.status !== 'confirmed') return false;
    const customer = await findCustomerById(tx, tenantId, customerId);
    if (!customer) return false;
    await enqueueCustomerMail(tx, shop, { template: 'deletionDone', to: customer.email, firstName: customer.firstName });
    await forgetAddressBook(tx, tenantId, customerId);
    await forgetWishlist(tx, tenantId, customerId);
    await forgetCustomerBasket(tx, tenantId, customerId);
    await forgetCheckoutState(tx, tenantId, customerId);
    await forgetCustomerTickets(tx, tenantId, customerId);
    await forgetCustomerSurveyAnswers(tx, tenantId, customerId);
    await clearSearchHistory(tx, shop, { kind: 'customer', id: customerId });
    await cancelPremiumMembership(tx, shop, customerId);
    await revokeCustomerSessions(tx, tenantId, customerId, 'account-deleted', now);
    await anonymizeCustomer(tx, tenantId, customerId, now);
    await tx
      .update(accountDeletions)
      .set({ status: 'done', carriedOutAt: now })
      .where(and(eq(accountDeletions.tenantId, tenantId), eq(accountDeletions.customerId, customerId)));
    return true;
  });
}

/** The interval job and `ops deletions`: every confirmed deletion whose last open thing has closed. */
export async function carryOutDueDeletions(db: Db, now: Date = new Date()): Promise<number> {
  const waiting = await db
    .select({ tenantId: accountDeletions.tenantId, customerId: accountDeletions.customerId, locale: customers.locale })
    .from(accountDeletions)
    .innerJoin(customers, and(eq(customers.tenantId, accountDeletions.tenantId), eq(customers.id, accountDeletions.customerId)))
    .where(eq(accountDeletions.status, 'confirmed'));
  let done = 0;
  for (const { tenantId, customerId, locale } of waiting) {
    // The goodbye mail in the customer's language.
    const parsed = parseShopContext(tenantId, locale);
    const shop = parsed && { ...parsed, now: () => now };
    if (shop && (await carryOutDeletion(db, shop, customerId))) done += 1;
  }
  return done;
}
