// The shop's own GraphQL operations against the gateway's limits (src/api/graphql/operation-limits.ts): here, where
// both the features that send them and the gateway may be imported.
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gateway } from '@/api/graphql/yoga';
import * as basketOperations from '@/features/basket/basket-operations';
import { RatingsQuery } from '@/features/reviews/ratings-query';

/** Parse and validate with the gateway's own plugins, as a request would be: the errors they give. */
function refusalOf(source: string): string[] {
  const { parse, validate, schema } = gateway.getEnveloped({});
  try {
    return (validate(schema, parse(source)) as readonly Error[]).map((e) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('the operations the shop sends', () => {
  it('all pass the gateway’s limits on tokens, depth, aliases, directives and cost', () => {
    const operations = {
      ...Object.fromEntries(
        Object.entries(basketOperations as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && /(Query|Mutation)$/.test(entry[0]),
        ),
      ),
      RatingsQuery: print(RatingsQuery),
    };
    expect(Object.keys(operations).length).toBeGreaterThanOrEqual(8);
    for (const [name, source] of Object.entries(operations)) expect(refusalOf(source), name).toEqual([]);
  });

  it('would be refused if one grew past the limits (the check above can fail)', () => {
    const doubled = `query Twice { a: basket { ${basketOperations.basketSelection} } b: basket { ${basketOperations.basketSelection} } c: basket { ${basketOperations.basketSelection} } d: basket { ${basketOperations.basketSelection} } }`;
    expect(refusalOf(doubled)).not.toEqual([]);
  });
});
