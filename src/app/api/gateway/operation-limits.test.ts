// The shop's own GraphQL operations against the gateway's limits (src/api/graphql/operation-limits.ts): here, where
// both the features that send them and the gateway may be imported.
import { describe, expect, it } from 'vitest';
import { gateway } from '@/api/graphql/yoga';
import { AddToBasketDocument } from '@/features/shared/client-data/generated/add-to-basket';
import { ApplyVoucherDocument } from '@/features/shared/client-data/generated/apply-voucher';
import { BasketDocument } from '@/features/shared/client-data/generated/basket';
import { BasketCountDocument } from '@/features/shared/client-data/generated/basket-count';
import { basketFieldsFragment } from '@/features/shared/client-data/generated/basket-fields-fragment';
import { ChangeBasketQuantityDocument } from '@/features/shared/client-data/generated/change-basket-quantity';
import { RatingsDocument } from '@/features/shared/client-data/generated/ratings';
import { RemoveFromBasketDocument } from '@/features/shared/client-data/generated/remove-from-basket';
import { RemoveVoucherDocument } from '@/features/shared/client-data/generated/remove-voucher';

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
    // The generated documents (decision 0021) are the strings the browser sends.
    const operations: Record<string, unknown> = {
      AddToBasketDocument,
      ApplyVoucherDocument,
      BasketDocument,
      BasketCountDocument,
      ChangeBasketQuantityDocument,
      RatingsDocument,
      RemoveFromBasketDocument,
      RemoveVoucherDocument,
    };
    expect(Object.keys(operations).length).toBeGreaterThanOrEqual(8);
    for (const [name, source] of Object.entries(operations)) expect(refusalOf(String(source)), name).toEqual([]);
  });

  it('would be refused if one grew past the limits (the check above can fail)', () => {
    const twice = ['a', 'b', 'c', 'd'].map((alias) => `${alias}: basket { ...BasketFields }`).join(' ');
    const doubled = `query Twice { ${twice} } ${basketFieldsFragment}`;
    expect(refusalOf(doubled)).not.toEqual([]);
  });
});
