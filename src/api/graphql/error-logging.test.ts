import { GraphQLError } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contextHeaders } from '@/platform/http/request-context';

const lines = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('@/platform/logging/logger', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/platform/logging/logger')>();
  const { default: pino } = await import('pino');
  const base = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { ...original, loggerFor: (context: Record<string, unknown>) => base.child(context) };
});

const { createGateway } = await import('./yoga');

const schema = createSchema({
  typeDefs: 'type Query { broken: String, missing: String }',
  resolvers: {
    Query: {
      broken: () => {
        throw new Error('connection to db.internal:5432 refused');
      },
      missing: () => {
        throw new GraphQLError('No such product.', { extensions: { code: 'NOT_FOUND' } });
      },
    },
  },
});

async function ask(production: boolean, query: string) {
  const gateway = createGateway({ schema, production });
  const response = await gateway.fetch(
    new Request('http://localhost/api/gateway', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [contextHeaders.requestId]: 'req-42' },
      body: JSON.stringify({ query }),
    }),
  );
  return response.json();
}

beforeEach(() => {
  lines.length = 0;
});

describe('gateway errors', () => {
  it('shows production clients "Unexpected error." and logs the real error once, with the request id', async () => {
    const body = await ask(true, '{ broken }');
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toContain('db.internal');

    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      requestId: 'req-42',
      tenant: 'de',
      path: 'broken',
      msg: 'GraphQL resolver failed',
    });
    expect(errors[0]!.err).toMatchObject({ message: 'connection to db.internal:5432 refused' });
  });

  it('gives developers the original message in the extensions', async () => {
    const body = await ask(false, '{ broken }');
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(body.errors[0].extensions.originalError.message).toBe('connection to db.internal:5432 refused');
  });

  it('passes a deliberate GraphQL error through unmasked and does not log it as a fault', async () => {
    const body = await ask(true, '{ missing }');
    expect(body.errors[0]).toMatchObject({ message: 'No such product.', extensions: { code: 'NOT_FOUND' } });
    expect(lines.filter((line) => line.level === 50)).toEqual([]);
  });
});
