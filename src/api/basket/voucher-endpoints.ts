// /api/voucher (SPEC §7): the code of the session's basket. GET shows it (with ?code=…: tries a code without
// keeping it, and names the promotion the content tells about it); POST { code } enters it; DELETE takes it out.
// Only the code is read from a body: prices, discounts or currencies sent along are ignored.
import { z } from 'zod';
import { applyVoucher } from '@/commerce/basket/apply-voucher';
import { checkVoucher } from '@/commerce/basket/check-voucher';
import type { BasketFailure } from '@/commerce/basket/errors';
import { getBasket } from '@/commerce/basket/get-basket';
import { removeVoucher } from '@/commerce/basket/remove-voucher';
import { loadPromotion } from '@/commerce/content/promotion';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { noStore } from '@/api/http/responses';
import { getDb } from '@/platform/db/database';
import { basketOwnerOf } from './basket-owner-of-request';
import { failureDetails, statusOf } from './basket-errors';
import { voucherTryLimit } from './voucher-limit';

const codeBody = z.object({ code: z.string().min(1).max(128) });

function answer(body: unknown, status: number, cookies: string[]): Response {
  const response = Response.json(body, { status, headers: noStore });
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

const refusal = (failure: BasketFailure, cookies: string[]) =>
  answer({ error: failure.code, ...failureDetails(failure) }, statusOf(failure.code), cookies);

export async function getVoucher(request: Request): Promise<Response> {
  const scope = requestScope(request);
  const code = new URL(request.url).searchParams.get('code');
  if (code !== null) {
    const limited = await limitByAddress(request, voucherTryLimit);
    if (limited) return limited;
  }
  const { owner, cookies } = await basketOwnerOf(request, scope.shop);
  const db = await getDb();
  if (code === null)
    return answer({ voucher: (await getBasket(db, scope.shop, owner)).voucher }, 200, cookies);

  const check = await checkVoucher(db, scope.shop, owner, { code: code.slice(0, 128) });
  if (!check.ok) return refusal(check, cookies);
  const promotion = await loadPromotion(scope.shop, check.code);
  return answer(
    {
      voucher: check.basket.voucher,
      total: check.basket.total,
      promotion: promotion ? { title: promotion.title, text: promotion.text } : null,
    },
    200,
    cookies,
  );
}

export async function postVoucher(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, voucherTryLimit);
  if (limited) return limited;
  const scope = requestScope(request);
  const body = await readJsonBody(request, 4_096);
  const parsed = codeBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return answer({ error: 'VOUCHER_INVALID_INPUT' }, 400, []);
  const { owner, cookies } = await basketOwnerOf(request, scope.shop);
  const result = await applyVoucher(await getDb(), scope.shop, owner, { code: parsed.data.code });
  scope.log.info({ event: 'voucher-apply', outcome: result.ok ? 'applied' : result.code }, 'basket');
  return result.ok ? answer({ basket: result.basket }, 200, cookies) : refusal(result, cookies);
}

export async function deleteVoucher(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const scope = requestScope(request);
  const { owner, cookies } = await basketOwnerOf(request, scope.shop);
  const result = await removeVoucher(await getDb(), scope.shop, owner);
  return result.ok ? answer({ basket: result.basket }, 200, cookies) : refusal(result, cookies);
}
