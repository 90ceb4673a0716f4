// POST /api/ops/login and /api/ops/logout: the dashboard operator's session (decision 0036). The storefront's CSRF
// rule applies; logins are limited per address, and a wrong pair answers the same whichever field was wrong.
import { z } from 'zod';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import {
  checkOperator,
  issueOperatorSession,
  operatorConfigured,
  operatorCookie,
  operatorSessionSeconds,
} from '@/platform/auth/operator-session';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';

/** Fails closed with Redis down: the back office is not the buying path, and its guessing budget must not multiply. */
export const operatorLoginLimit: LimitRule = { name: 'operator-login', points: 10, durationSeconds: 300, failClosed: true };

const loginSchema = z.object({ user: z.string().max(200), password: z.string().max(500) });

const secure = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

function cookie(request: Request, value: string, maxAge: number): string {
  return [`${operatorCookie}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAge}`, ...(secure(request) ? ['Secure'] : [])].join('; ');
}

const noStore = { 'cache-control': 'no-store' };

export async function operatorLogin(request: Request): Promise<Response> {
  if (!operatorConfigured()) return Response.json({ error: 'NOT_FOUND' }, { status: 404, headers: noStore });
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, operatorLoginLimit);
  if (limited) return limited;
  const body = await readJsonBody(request, 2_048);
  const parsed = loginSchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return Response.json({ error: 'INVALID_INPUT' }, { status: 400, headers: noStore });
  if (!checkOperator(parsed.data.user, parsed.data.password))
    return Response.json({ error: 'OPERATOR_LOGIN_FAILED' }, { status: 401, headers: noStore });
  return new Response(null, {
    status: 204,
    headers: { ...noStore, 'set-cookie': cookie(request, issueOperatorSession(new Date()), operatorSessionSeconds) },
  });
}

export function operatorLogout(request: Request): Response {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  return new Response(null, { status: 204, headers: { ...noStore, 'set-cookie': cookie(request, '', 0) } });
}
