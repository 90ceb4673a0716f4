import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerProbe, answerUnavailable } from './readiness';

function exchange(method: string, url: string) {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: string) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { req: { method, url } as IncomingMessage, res, sent };
}

const state = (draining: boolean, databaseUp: boolean) => ({ draining: () => draining, databaseUp: () => databaseUp });

describe('answerProbe', () => {
  it('answers liveness always and readiness only while serving with the database up', () => {
    for (const [s, status] of [
      [state(false, true), 200],
      [state(true, true), 503],
      [state(false, false), 503],
    ] as const) {
      const { req, res, sent } = exchange('GET', '/api/ready?probe=1');
      expect(answerProbe(req, res, s)).toBe(true);
      expect(sent.status).toBe(status);
      expect(sent.headers!['cache-control']).toBe('no-store');
      if (status === 503) expect(sent.headers!['retry-after']).toBe('5');
    }
    const live = exchange('GET', '/api/live');
    expect(answerProbe(live.req, live.res, state(true, false))).toBe(true);
    expect(live.sent.status).toBe(200);
    const page = exchange('GET', '/p/kleid');
    expect(answerProbe(page.req, page.res, state(false, true))).toBe(false);
  });
});

describe('answerUnavailable', () => {
  it('answers API calls and writes 503 with Retry-After while the database is down, and lets page reads through', () => {
    const order = exchange('POST', '/api/checkout/order');
    expect(answerUnavailable(order.req, order.res, state(false, false))).toBe(true);
    expect(order.sent.status).toBe(503);
    expect(order.sent.headers!['retry-after']).toBe('5');
    expect(JSON.parse(order.sent.body!)).toEqual({ error: 'SERVICE_UNAVAILABLE', reason: 'database' });

    const api = exchange('GET', '/api/search?q=kleid');
    expect(answerUnavailable(api.req, api.res, state(false, false))).toBe(true);
    const page = exchange('GET', '/p/kleid');
    expect(answerUnavailable(page.req, page.res, state(false, false))).toBe(false);
    const up = exchange('POST', '/api/checkout/order');
    expect(answerUnavailable(up.req, up.res, state(false, true))).toBe(false);
  });
});
