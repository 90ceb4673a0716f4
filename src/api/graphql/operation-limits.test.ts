import { describe, expect, it } from 'vitest';
import { operationLimits } from './operation-limits';
import { gateway } from './yoga';

const endpoint = 'http://localhost/api/gateway';

async function post(body: string, headers: Record<string, string> = {}) {
  const response = await gateway.fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
}
const ask = (query: string) => post(JSON.stringify({ query }));

/** The attack of issue 13: one query, 2,000 aliases of `product`. */
const aliasFlood = (n: number, selection = '{sku}') =>
  `query{${Array.from({ length: n }, (_, i) => `p${i}:product(sku:"${i}")${selection}`).join(' ')}}`;

/** Parse and validate with the gateway's own plugins (no execution, so no database): the errors they give. */
function refusalOf(source: string): string[] {
  const { parse, validate, schema } = gateway.getEnveloped({});
  try {
    return (validate(schema, parse(source)) as readonly Error[]).map((e) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('GraphQL operation limits', () => {
  it('refuses the 120 KB query with 2,000 aliases before it runs', async () => {
    const query = aliasFlood(2000, '{ sku name brand url price { amount currency formatted } struckPrice { amount } }');
    expect(query.length).toBeGreaterThan(120_000);
    const { status, body } = await ask(query);
    expect(status).toBe(413);
    expect(body.errors?.[0]?.message).toBe(`Request body larger than ${operationLimits.maxBodyBytes} bytes.`);
  });

  it('refuses 2,000 aliases in a body under the size limit by their tokens, while parsing', async () => {
    const query = aliasFlood(2000);
    expect(query.length).toBeLessThan(operationLimits.maxBodyBytes);
    const { status, body } = await post(JSON.stringify({ query }), { accept: 'application/graphql-response+json' });
    expect(status).toBe(400);
    expect(body).not.toHaveProperty('data');
    expect(body.errors?.[0]?.message).toBe(`Syntax Error: Token limit of ${operationLimits.maxTokens} exceeded.`);
  });

  it('refuses too many aliases, too deep a query and too many directives with an error naming the limit', async () => {
    const aliases = await ask(aliasFlood(11));
    expect(aliases.body).not.toHaveProperty('data');
    const strict = await post(JSON.stringify({ query: aliasFlood(11) }), { accept: 'application/graphql-response+json' });
    expect(strict.status).toBe(400);
    expect(aliases.body.errors?.[0]?.message).toContain(`Aliases limit of ${operationLimits.maxAliases} exceeded, found 11.`);
    const tooDeep = refusalOf(`{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }`);
    expect(tooDeep.join()).toMatch(`Query depth limit of ${operationLimits.maxDepth} exceeded`);
    const directives = refusalOf(`{ shop { brand ${'@include(if: true) '.repeat(21)} } }`);
    expect(directives.join()).toMatch(`Directives limit of ${operationLimits.maxDirectives} exceeded`);
  });

  it('refuses an expensive query within the other limits by its estimated cost', () => {
    // Eight baskets with every line's money: within every other limit, together past the cost estimate.
    const money = '{ amount currency formatted }';
    const lines = `lines { variantSku sku name brand url image { path width height } unitPrice ${money} struckUnitPrice ${money} lineTotal ${money} netTotal ${money} discounts { kind label amount ${money} } }`;
    const basket = `{ count ${lines} subtotal ${money} total ${money} shipping { total ${money} charges { kind amount ${money} } } }`;
    const costly = `{ ${Array.from({ length: 8 }, (_, i) => `b${i}: basket ${basket}`).join(' ')} }`;
    expect(refusalOf(`{ basket ${basket} }`)).toEqual([]);
    expect(refusalOf(costly).join()).toMatch(`Query Cost limit of ${operationLimits.maxCost} exceeded`);
  });
});
