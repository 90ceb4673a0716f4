// POST /api/newsletter/manage-link, /subscription, /preferences, /mailings and the RFC 8058 one-click POST
// (docs/api.md, "Newsletter"). A record is reached by a signed link or by the logged-in owner of the address.
import type { z } from 'zod';
import { currentCustomer } from '@/commerce/customer/current-customer';
import {
  changeSubscription,
  customerAccess,
  leaveMailing,
  oneClickUnsubscribe,
  readSubscription,
  type SubscriptionAccess,
} from '@/commerce/newsletter/manage-subscription';
import {
  addressSchema,
  choiceOf,
  leaveMailingSchema,
  preferencesSchema,
  tokenSchema,
} from '@/commerce/newsletter/newsletter-input';
import { requestManageLink } from '@/commerce/newsletter/request-manage-link';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { clientAddressKey } from '@/api/http/client-address';
import { requestScope } from '@/api/http/request-shop-context';
import { noStore, privateJson } from '@/api/http/responses';
import { readCredentials } from '@/api/identity/session-cookies';
import { newsletterFailure, parseNewsletterRequest } from './newsletter-http';

/** The signed link, else the fully logged-in customer; null when neither. */
async function accessOf(db: Db, shop: ShopContext, request: Request, token: string | undefined): Promise<SubscriptionAccess | null> {
  if (token) return { token };
  const current = await currentCustomer(db, shop, readCredentials(request));
  return current.level === 'full' ? customerAccess(db, shop, current.customer.id) : null;
}

const loginRequired = () => privateJson({ error: 'NEWSLETTER_LOGIN_REQUIRED' }, 401);

export async function postManageLink(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, addressSchema);
  if (!parsed.ok) return parsed.response;
  const result = await requestManageLink(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  if (!result.ok) return newsletterFailure(result);
  nudgeOutboxWorker();
  return privateJson({ status: 'mail-sent' }, 202);
}

const optionalToken = tokenSchema.partial();

export async function postReadSubscription(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, optionalToken);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const access = await accessOf(db, parsed.scope.shop, request, parsed.value.token);
  if (!access) return loginRequired();
  const result = await readSubscription(db, parsed.scope.shop, parsed.requester, access);
  return result.ok ? privateJson({ subscription: result.subscription }) : newsletterFailure(result);
}

export async function postPreferences(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, preferencesSchema as z.ZodType<z.infer<typeof preferencesSchema>>);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const access = await accessOf(db, parsed.scope.shop, request, parsed.value.token);
  if (!access) return loginRequired();
  const result = await changeSubscription(db, parsed.scope.shop, parsed.requester, access, choiceOf(parsed.value));
  parsed.scope.log.info({ event: 'newsletter-preferences', outcome: result.ok ? result.outcome.kind : result.code }, 'newsletter');
  return result.ok ? privateJson({ outcome: result.outcome }) : newsletterFailure(result);
}

export async function postLeaveMailing(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, leaveMailingSchema);
  if (!parsed.ok) return parsed.response;
  const db = await getDb();
  const access = await accessOf(db, parsed.scope.shop, request, parsed.value.token);
  if (!access) return loginRequired();
  const result = await leaveMailing(db, parsed.scope.shop, parsed.requester, access, parsed.value.mailing);
  return result.ok ? privateJson({ mailing: result.mailing }) : newsletterFailure(result);
}

/**
 * RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe header, without
 * cookies or a CSRF header; the signed token in the URL is the authority. Anything else changes nothing.
 */
export async function postOneClick(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const body = (await request.text()).slice(0, 1_024);
  const oneClick = new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  if (!oneClick || token.length < 10 || token.length > 600)
    return new Response('Bad Request', { status: 400, headers: { ...noStore, 'content-type': 'text/plain' } });
  const scope = requestScope(request);
  const result = await oneClickUnsubscribe(await getDb(), scope.shop, { address: clientAddressKey(request) }, token);
  scope.log.info({ event: 'newsletter-one-click', outcome: result.ok ? 'ok' : result.code }, 'newsletter');
  if (!result.ok) return newsletterFailure(result);
  return new Response('Unsubscribed', { status: 200, headers: { ...noStore, 'content-type': 'text/plain' } });
}
