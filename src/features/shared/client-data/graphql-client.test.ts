import { gql } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { createGraphqlClient, retryOptions } from './graphql-client';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A gateway stand-in that answers each request with the next of `answers` (the last one repeats). */
function fakeGateway(...answers: (Record<string, unknown> | Error)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return Response.json(answer);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const client = (fetch: typeof globalThis.fetch) => createGraphqlClient({ url: '/api/gateway', fetch, slowConnection: false });

const HealthQuery = gql`
  query Health {
    health {
      status
    }
  }
`;

afterEach(() => {
  vi.useRealTimers();
});

describe('createGraphqlClient', () => {
  it('sends a short query as GET and answers a repeat from the cache (cache-first)', async () => {
    const gateway = fakeGateway({ data: { health: { __typename: 'Health', status: 'ok' } } });
    const urql = client(gateway.fetch);
    const first = await urql.query(HealthQuery, {}).toPromise();
    const second = await urql.query(HealthQuery, {}).toPromise();
    expect(first.data).toEqual({ health: { status: 'ok' } });
    expect(second.data).toEqual(first.data);
    expect(gateway.calls).toHaveLength(1);
    expect(gateway.calls[0]!.method).toBe('GET');
    expect(gateway.calls[0]!.url).toMatch(/^\/api\/gateway\?query=/);
  });

  it('switches to POST when the GET URL would reach 2048 characters', async () => {
    const gateway = fakeGateway({ data: { search: null } });
    const term = 'x'.repeat(2100);
    await client(gateway.fetch)
      .query(gql`query Search($term: String!) { search(term: $term) }`, { term })
      .toPromise();
    expect(gateway.calls[0]!.method).toBe('POST');
    expect(gateway.calls[0]!.url).toBe('/api/gateway');
    expect(JSON.parse(String(gateway.calls[0]!.body)).variables.term).toBe(term);
  });

  it('uploads File variables as a multipart request carrying the CSRF header', async () => {
    const gateway = fakeGateway({ data: { checkAttachments: { __typename: 'AttachmentCheck', files: [] } } });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });
    await client(gateway.fetch)
      .mutation(gql`mutation Check($files: [File!]!) { checkAttachments(files: $files) { files { name } } }`, { files: [photo] })
      .toPromise();
    const call = gateway.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.headers.get(csrfHeader)).toBe('1');
    expect(call.body).toBeInstanceOf(FormData);
    const form = call.body as FormData;
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.files.0'] });
    expect((form.get('0') as File).name).toBe('foto.png');
  });

  it('stores products under their sku, so a second query sees the first one update', async () => {
    const gateway = fakeGateway(
      { data: { product: { __typename: 'Product', sku: '4711', name: 'Sofa', price: { __typename: 'Price', amount: 49900 } } } },
      { data: { recommendations: [{ __typename: 'Product', sku: '4711', name: 'Sofa Lina' }] } },
    );
    const urql = client(gateway.fetch);
    const ProductQuery = gql`query { product(sku: "4711") { sku name price { amount } } }`;
    await urql.query(ProductQuery, {}).toPromise();
    await urql.query(gql`query { recommendations { sku name } }`, {}).toPromise();
    const again = await urql.query(ProductQuery, {}, { requestPolicy: 'cache-only' }).toPromise();
    expect(again.data.product.name).toBe('Sofa Lina');
    expect(again.data.product.price.amount).toBe(49900);
  });

  it('retries a query after a network failure, not before the backoff', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const gateway = fakeGateway(new TypeError('Failed to fetch'), { data: { health: { __typename: 'Health', status: 'ok' } } });
    const result = client(gateway.fetch).query(HealthQuery, {}).toPromise();
    await vi.advanceTimersByTimeAsync(7_400);
    expect(gateway.calls).toHaveLength(1);
    // First delay: base 5 s × (1.5 + random 0).
    await vi.advanceTimersByTimeAsync(200);
    expect(gateway.calls).toHaveLength(2);
    expect((await result).data).toEqual({ health: { status: 'ok' } });
  });
});

describe('retryOptions', () => {
  it('starts the backoff at 5 s, and at 10 s on a slow connection', () => {
    expect(retryOptions(false).initialDelayMs).toBe(5_000);
    expect(retryOptions(true).initialDelayMs).toBe(10_000);
  });

  it('retries network failures of reads only', async () => {
    const { CombinedError } = await import('urql');
    const { retryIf } = retryOptions(false);
    const network = new CombinedError({ networkError: new Error('offline') });
    const graphql = new CombinedError({ graphQLErrors: [{ message: 'No such product.' }] });
    const op = (kind: 'query' | 'mutation') => ({ kind }) as Parameters<NonNullable<typeof retryIf>>[1];
    expect(retryIf!(network, op('query'))).toBe(true);
    expect(retryIf!(network, op('mutation'))).toBe(false);
    expect(retryIf!(graphql, op('query'))).toBe(false);
  });
});
