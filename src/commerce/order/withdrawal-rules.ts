// The withdrawal function (§ 356a BGB, docs/decisions/0014-withdrawal-function.md): which shops offer it, how its
// link's token is made and stored, and how long it works.
import { createHash, randomBytes } from 'node:crypto';
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { OrderStatus } from './order.schema';

/** The EU shops. Switzerland has no statutory right of withdrawal for distance contracts. */
export const withdrawalTenants: readonly TenantKey[] = ['de', 'at', 'nl'];

export const offersWithdrawal = (tenant: TenantKey) => withdrawalTenants.includes(tenant);

/** The statutory period, counted from delivery (§ 355 (2), § 356 (2) BGB). */
export const withdrawalDays = 14;

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newWithdrawalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashWithdrawalToken(token) };
}

export const hashWithdrawalToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const withdrawalTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Until delivery the contract can always be withdrawn; after delivery for 14 days. Cancelled and returned orders,
 * and orders already withdrawn, are not withdrawable (there is nothing left to withdraw from).
 */
export function isWithdrawable(
  order: { status: OrderStatus; withdrawnAt: Date | null },
  deliveredAt: Date | null,
  now: Date,
): boolean {
  if (order.withdrawnAt || order.status === 'cancelled' || order.status === 'returned') return false;
  if (!deliveredAt) return true;
  return now.getTime() < deliveredAt.getTime() + withdrawalDays * 24 * 60 * 60 * 1000;
}
