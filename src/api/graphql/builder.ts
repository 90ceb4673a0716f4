// The one Pothos schema builder of the gateway. Types register themselves on it in src/api/graphql/types/*.ts.
import SchemaBuilder from '@pothos/core';
import type { RequestScope } from '@/api/http/request-shop-context';

/** What every resolver gets: the shop context, request id and request logger of the HTTP request. */
export interface GatewayContext {
  scope: RequestScope;
  /** The HTTP request, for resolvers that read its session cookies (`customer`). */
  request: Request;
}

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  /** Fields are non-null unless they say `nullable: true` (docs/api.md: when a field should). */
  DefaultFieldNullability: false;
  Scalars: {
    /** A file of a multipart request (graphql-multipart-request-spec); input only. */
    File: { Input: File; Output: never };
  };
}>({ defaultFieldNullability: false });

builder.queryType({ description: 'Reads of the storefront.' });
builder.mutationType({ description: 'Changes and checks of the storefront.' });
