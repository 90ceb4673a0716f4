// /api/search/searchhistory/… (SPEC §7): the searcher's recent terms. The owner is the logged-in customer, else the
// visitor of the sf_vid cookie, which these endpoints set when it is missing (the feature needs it to remember
// anything; src/api/http/visitor-id.ts). Answers are personal: private, never stored by caches.
import { z } from 'zod';
import { currentCustomer } from '@/commerce/customer/current-customer';
import { SearchError } from '@/commerce/search/errors';
import { addSearchTerm } from '@/commerce/search/history/add-search-term';
import { clearSearchHistory } from '@/commerce/search/history/clear-search-history';
import { deleteSearchTerm } from '@/commerce/search/history/delete-search-term';
import { joinSearchHistory } from '@/commerce/search/history/join-search-history';
import { listSearchHistory } from '@/commerce/search/history/list-search-history';
import { HISTORY_KEEP, type SearchOwner } from '@/commerce/search/history/search-history';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { presentsSession, readCredentials } from '@/api/identity/session-cookies';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { visitorOf, withVisitorCookie, type Visitor } from '@/api/http/visitor-id';
import { getDb } from '@/platform/db/database';
import { noStore } from '@/api/http/responses';
import { errorResponse, historyLimit } from './search-http';

/** Terms the search field shows under the empty field; /v1/all gives every kept one. */
export const RECENT_TERMS = 5;

// The body size (16 KB) bounds the term; normaliseTerm cuts it to MAX_TERM_LENGTH.
const termBody = z.object({ term: z.string() });

interface Caller {
  shop: ShopContext;
  visitor: Visitor;
  owner: SearchOwner;
  /** The customer id of a full login, else null. */
  customerId: string | null;
}

async function callerOf(request: Request): Promise<Caller> {
  const { shop } = requestScope(request);
  const visitor = visitorOf(request);
  let customerId: string | null = null;
  if (presentsSession(request)) {
    const current = await currentCustomer(await getDb(), shop, readCredentials(request));
    // A device that only recognises the customer (soft login) keeps the visitor's history: it may be shared.
    if (current.level === 'full') customerId = current.customer.id;
  }
  const owner: SearchOwner = customerId ? { kind: 'customer', id: customerId } : { kind: 'visitor', id: visitor.id };
  return { shop, visitor, owner, customerId };
}

async function listed(request: Request, caller: Caller, limit: number): Promise<Response> {
  const entries = await listSearchHistory(await getDb(), caller.shop, caller.owner, limit);
  const body = { terms: entries.map((e) => ({ term: e.term, searchedAt: e.searchedAt.toISOString() })) };
  return withVisitorCookie(Response.json(body, { headers: noStore }), caller.visitor, request);
}

/** Limits, CSRF for changes, then the caller. */
async function guard(request: Request, change: boolean): Promise<Response | Caller> {
  const limited = await limitByAddress(request, historyLimit);
  if (limited) return limited;
  if (change) {
    const forged = refuseForgedRequest(request);
    if (forged) return forged;
  }
  return callerOf(request);
}

async function termOf(request: Request): Promise<unknown> {
  const fromQuery = new URL(request.url).searchParams.get('term');
  if (fromQuery !== null) return fromQuery;
  const body = await readJsonBody(request, 16_384);
  const parsed = termBody.safeParse(body.ok ? body.value : undefined);
  return parsed.success ? parsed.data.term : '';
}

export async function getRecentHistory(request: Request): Promise<Response> {
  const caller = await guard(request, false);
  return caller instanceof Response ? caller : listed(request, caller, RECENT_TERMS);
}

export async function getAllHistory(request: Request): Promise<Response> {
  const caller = await guard(request, false);
  return caller instanceof Response ? caller : listed(request, caller, HISTORY_KEEP);
}

/** Remembers a searched term ({ "term": "…" }); an empty term is refused with the spec's message. */
export async function postHistoryTerm(request: Request): Promise<Response> {
  const caller = await guard(request, true);
  if (caller instanceof Response) return caller;
  const term = await termOf(request);
  try {
    await addSearchTerm(await getDb(), caller.shop, caller.owner, term);
  } catch (error) {
    if (!(error instanceof SearchError)) throw error;
    return withVisitorCookie(errorResponse(error.code, caller.shop.locale), caller.visitor, request);
  }
  return listed(request, caller, RECENT_TERMS);
}

export async function deleteHistoryTerm(request: Request): Promise<Response> {
  const caller = await guard(request, true);
  if (caller instanceof Response) return caller;
  await deleteSearchTerm(await getDb(), caller.shop, caller.owner, await termOf(request));
  return listed(request, caller, RECENT_TERMS);
}

export async function deleteAllHistory(request: Request): Promise<Response> {
  const caller = await guard(request, true);
  if (caller instanceof Response) return caller;
  await clearSearchHistory(await getDb(), caller.shop, caller.owner);
  return listed(request, caller, RECENT_TERMS);
}

/** At login: the visitor's history joins the logged-in customer's. Without a full login: 401. */
export async function postJoinWithFi(request: Request): Promise<Response> {
  const caller = await guard(request, true);
  if (caller instanceof Response) return caller;
  if (!caller.customerId) return errorResponse('SEARCH_LOGIN_REQUIRED', caller.shop.locale);
  if (!caller.visitor.isNew) await joinSearchHistory(await getDb(), caller.shop, caller.visitor.id, caller.customerId);
  return listed(request, caller, RECENT_TERMS);
}
