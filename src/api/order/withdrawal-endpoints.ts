// The withdrawal function without login (§ 356a BGB): GET shows the order of a link's token, POST withdraws it after
// the confirmation step. Rate-limited per address; unknown and expired tokens get the same 404.
import { z } from 'zod';
import { orderLineViews } from '@/commerce/order/order-view';
import { showWithdrawal, withdrawOrder, withdrawOwnOrder } from '@/commerce/order/order-withdrawal';
import { accountRequest } from '@/api/http/require-customer';
import { privateJson, refusalResponse } from '@/api/http/responses';
import { orderRefusals } from '@/commerce/order/errors';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { answer } from './order-http';

/** A person opens the link a few times; guessing 256-bit tokens is hopeless anyway, this keeps the noise down. */
export const withdrawalLimit: LimitRule = { name: 'order-withdrawal', points: 30, durationSeconds: 60 };

const invalid = () => answer({ error: 'WITHDRAWAL_LINK_INVALID' }, 404);
const withdrawBody = z.object({ token: z.string().min(1).max(100), confirm: z.literal(true) });

export async function getWithdrawal(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, withdrawalLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const found = await showWithdrawal(await getDb(), shop, token.slice(0, 100));
  if (!found.ok) return invalid();
  return answer({
    orderNumber: found.order.orderNumber,
    placedAt: found.order.placedAt.toISOString(),
    lines: orderLineViews(found.order, found.lines),
    withdrawable: found.withdrawable,
    withdrawnAt: found.order.withdrawnAt?.toISOString() ?? null,
  });
}

export async function postWithdrawal(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, withdrawalLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const body = await readJsonBody(request, 2_048);
  const parsed = withdrawBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return answer({ error: 'WITHDRAWAL_CONFIRM_REQUIRED' }, 400);
  const result = await withdrawOrder(await getDb(), shop, parsed.data.token);
  log.info({ event: 'order-withdrawal', outcome: result.ok ? 'withdrawn' : result.code }, 'order');
  if (!result.ok)
    return result.code === 'WITHDRAWAL_LINK_INVALID' ? invalid() : answer({ error: result.code }, 409);
  return answer({ withdrawn: true, at: result.at.toISOString() });
}

/** The order's kinds, and a withdrawal link that no longer works is as unknown as the order. */
const ownWithdrawalRefusals = { ...orderRefusals, WITHDRAWAL_LINK_INVALID: 'not-found' } as const;

/**
 * POST /api/customer/orders/<number>/withdrawal: the same withdrawal from the account's order page, for the fully
 * logged-in customer's own order (another's number is 404, as is a shop without the withdrawal function).
 */
export async function postOwnWithdrawal(request: Request, orderNumber: string): Promise<Response> {
  const who = await accountRequest(request, { write: true });
  if (!who.ok) return who.response;
  const { db, scope: { shop, log } } = who;
  const body = await readJsonBody(request, 1_024);
  if (!body.ok || (body.value as { confirm?: unknown } | null)?.confirm !== true)
    return privateJson({ error: 'WITHDRAWAL_CONFIRM_REQUIRED' }, 400);
  const result = await withdrawOwnOrder(db, shop, who.customer.id, orderNumber.slice(0, 40));
  log.info({ event: 'order-withdrawal', channel: 'account', outcome: result.ok ? 'withdrawn' : result.code }, 'order');
  if (!result.ok) return refusalResponse(ownWithdrawalRefusals, result);
  return privateJson({ withdrawn: true, at: result.at.toISOString() });
}
