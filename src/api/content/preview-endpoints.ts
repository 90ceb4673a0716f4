// The content preview (decision 0045). GET /api/preview?token=…&path=… is the editor's entry link: a valid token for
// this shop turns Next's draft mode on for this browser (pages are then rendered for it alone and never cached) and
// keeps the token in an HttpOnly cookie until it expires; then it goes on to `path`. POST /api/preview/end turns it
// off. Without PREVIEW_SECRET (production) there is no preview: 404.
import { draftMode } from 'next/headers';
import { redirectOrigin } from '@/commerce/tenant/resolve-tenant';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { requestScope } from '@/api/http/request-shop-context';
import { privateJson } from '@/api/http/responses';
import { env, previewSecret } from '@/platform/config/env';
import { previewCookie } from '@/platform/content/preview-cookies';
import { previewTarget, verifyPreviewToken } from '@/platform/content/preview-token';
import { messagesFor } from '@/platform/i18n/messages';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import { detectLocale } from '@/platform/routing/router';

/** Editors open a link now and then; guessing a signed token is hopeless, this keeps the noise down. */
export const previewLimit: LimitRule = { name: 'content-preview', points: 30, durationSeconds: 60 };

const secureCookies = () => env().NODE_ENV !== 'development';

export async function getPreviewEntry(request: Request): Promise<Response> {
  const limited = await limitByAddress(request, previewLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  const secret = previewSecret();
  if (!secret) return privateJson({ error: 'PREVIEW_OFF' }, 404);
  const url = new URL(request.url);
  const target = previewTarget(url.searchParams.get('path'));
  const token = url.searchParams.get('token');
  const verdict = await verifyPreviewToken(token, { tenant: shop.tenant.key, secret, now: shop.now() });
  if (!verdict.ok) {
    log.warn({ event: 'content-preview', outcome: verdict.reason }, 'refused a preview link');
    const detected = detectLocale(target.split(/[?#]/)[0]!, null, shop.tenant.locales);
    const locale = detected.kind === 'unknown-prefix' ? shop.locale : detected.locale;
    return new Response(messagesFor(locale).shell.preview.invalidLink, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  }
  const draft = await draftMode();
  draft.enable();
  const origin = redirectOrigin(shop.tenant.key, env().TENANT_BASE_URLS, request.headers.get('host'));
  const response = new Response(null, {
    status: 303,
    headers: { location: new URL(target, origin).href, 'cache-control': 'private, no-store' },
  });
  const expires = verdict.expiresAt.toUTCString();
  const secure = secureCookies() ? '; Secure' : '';
  response.headers.append('set-cookie', `${previewCookie}=${token}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure}`);
  log.info({ event: 'content-preview', outcome: 'started', expiresAt: verdict.expiresAt.toISOString() }, 'content preview');
  return response;
}

export async function postPreviewEnd(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const { log } = requestScope(request);
  (await draftMode()).disable();
  const response = privateJson({ status: 'ended' });
  const secure = secureCookies() ? '; Secure' : '';
  response.headers.append('set-cookie', `${previewCookie}=; Path=/; Expires=${new Date(0).toUTCString()}; HttpOnly; SameSite=Lax${secure}`);
  log.info({ event: 'content-preview', outcome: 'ended' }, 'content preview');
  return response;
}
