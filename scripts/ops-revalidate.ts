// After `npm run ops` changed stock (stock, a cancellation, a return): asks the running server to revalidate the
// cached pages that show it. revalidateTag works only in the server's own process, so the CLI calls the integration
// API's revalidate endpoint with the shop's integration key (decision 0022). Best effort: the change is committed
// already; when no server answers (the embedded database means the app is stopped), the pages refresh on their
// time-based revalidation after the next start (60 s at most).

export interface RevalidationRequest {
  /** The running server, e.g. http://127.0.0.1:3000. */
  serverUrl: string;
  /** The shop's integration key (INTEGRATION_API_KEYS); without one nothing is sent. */
  key: string | undefined;
  variantSkus: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** One line for the operator: what happened to the cached pages. */
export async function requestRevalidation({
  serverUrl,
  key,
  variantSkus,
  fetch: send = fetch,
  timeoutMs = 5000,
}: RevalidationRequest): Promise<string> {
  if (variantSkus.length === 0) return 'cached pages: nothing to revalidate';
  if (!key) return 'cached pages: no integration key for this shop, they refresh on their own within 60 s';
  const url = new URL('/api/integration/v1/cache/revalidate', serverUrl).href;
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variantSkus: [...new Set(variantSkus)] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return `cached pages: the server at ${serverUrl} answered ${response.status}, they refresh on their own within 60 s`;
    const { revalidated } = (await response.json()) as { revalidated: string[] };
    return `cached pages revalidated: ${revalidated.join(' ') || '(none found)'}`;
  } catch {
    return `cached pages: no server at ${serverUrl}, they refresh on their own within 60 s of the next start`;
  }
}
