// Basket operations for pages that do not load the GraphQL client (product page, quick view, header): a plain fetch
// to the gateway with the same documents, so the storefront's first-load JavaScript stays small (decision 0005).
import { csrfHeader } from '@/platform/http/csrf-header';
import {
  AddToBasketMutation,
  BasketCountQuery,
  failureOf,
  type BasketFailureInfo,
  type ClientBasket,
} from './basket-operations';

let gatewayUrl = '/api/gateway';

/** GATEWAY_URL as the layout read it on the server; the header sets it once per page. */
export function configureBasketGateway(url: string): void {
  gatewayUrl = url;
}

type Answer<T> = { ok: true; data: T } | { ok: false; failure: BasketFailureInfo };

async function send<T>(init: RequestInit, url = gatewayUrl): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', [csrfHeader]: '1', ...init.headers },
    });
  } catch {
    return { ok: false, failure: failureOf(undefined, true) };
  }
  const body = (await response.json().catch(() => null)) as {
    data?: T | null;
    errors?: { extensions?: Record<string, unknown> }[];
  } | null;
  if (body?.data) return { ok: true, data: body.data };
  return { ok: false, failure: failureOf(body?.errors, false) };
}

export function addToBasketRequest(
  variantSku: string,
  quantity: number,
): Promise<Answer<{ addToBasket: ClientBasket }>> {
  return send({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: AddToBasketMutation, variables: { variantSku, quantity } }),
  });
}

/** The header's count: a GET, the cheapest question the gateway answers. */
export async function fetchBasketCount(url: string = gatewayUrl): Promise<number> {
  const answer = await send<{ basket: { count: number } }>(
    { method: 'GET' },
    `${url}?query=${encodeURIComponent(BasketCountQuery)}`,
  );
  if (!answer.ok) throw new Error(`[GraphQL] basket count: ${answer.failure.code}`);
  return answer.data.basket.count;
}
