// GET /api/paylink?token=… shows a payment link; POST /api/paylink/pay { token, method } starts its payment.
// Expired, forged and another shop's links get one answer (PAYLINK_INVALID); no login needed: the token is the key.
import { z } from 'zod';
import { payPaylink } from '@/commerce/payment/pay-paylink';
import { viewPaylink } from '@/commerce/payment/view-paylink';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { json, refusal } from './payment-http';

/** Tokens cannot be guessed, but a client hammering the endpoint gets slowed down anyway. */
export const paylinkLimit: LimitRule = { name: 'paylink', points: 60, durationSeconds: 60 };

const payBody = z.object({ token: z.string().min(1).max(1024), method: z.string().min(1).max(40) });

export async function getPaylink(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, paylinkLimit);
  if (limited) return limited;
  const { shop } = requestScope(request);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const result = await viewPaylink(await getDb(), shop, token);
  return result.ok ? json(result.view) : refusal(result.code);
}

export async function postPaylinkPay(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, paylinkLimit);
  if (limited) return limited;
  const scope = requestScope(request);
  const body = await readJsonBody(request, 2_048);
  const parsed = payBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return refusal('PAYMENT_INVALID_INPUT');
  const result = await payPaylink(await getDb(), scope.shop, parsed.data);
  scope.log.info({ event: 'paylink-pay', outcome: result.ok ? 'started' : result.code }, 'payment');
  return result.ok ? json({ redirectUrl: result.redirectUrl }) : refusal(result.code);
}
