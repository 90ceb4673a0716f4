// The schema of /api/inform/graphql (decision 0044): the rating query of the gateway and nothing else. The field,
// its types and its resolver are the gateway's own (src/api/graphql/types/ratings.ts), so both answer alike.
import { GraphQLObjectType, GraphQLSchema, type GraphQLFieldConfigMap } from 'graphql';
import type { GatewayContext } from './builder';
import { schema as gatewaySchema } from './schema';

/** The query fields the inform endpoint serves. Reviews are written and voted on over REST (/api/inform/rating/*). */
export const informQueryFields = ['ratings'] as const;

export function informSchema(source: GraphQLSchema = gatewaySchema): GraphQLSchema {
  const query = source.getQueryType();
  if (!query) throw new Error('The gateway schema has no query type');
  const all = query.toConfig().fields as GraphQLFieldConfigMap<unknown, GatewayContext>;
  const fields = Object.fromEntries(informQueryFields.map((name) => [name, all[name]!]));
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', description: 'Product ratings and reviews.', fields }),
  });
}
