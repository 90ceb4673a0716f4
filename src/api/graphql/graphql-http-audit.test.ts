// The GraphQL-over-HTTP conformance audit of graphql-http, run against the gateway without a server.
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { gateway } from './yoga';

const audits = serverAudits({
  url: 'http://localhost/api/gateway',
  fetchFn: (input: RequestInfo | URL, init?: RequestInit) => gateway.fetch(new Request(input, init)),
});

describe('graphql-http server audit', () => {
  it.each(audits.map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    // MUST, SHOULD and MAY all pass today; a failure names the audit and graphql-http's reason.
    expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
  });
});
