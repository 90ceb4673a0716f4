// urql takes a document string as it is; this only hands the generated result and variables types to useQuery and
// useMutation (the client preset's own string class is not one urql recognises, so codegen writes plain strings).
import type { AnyVariables, TypedDocumentNode } from 'urql';
import type { TypedDocumentString } from './generated/graphql';

export const urqlDocument = <Data, Variables extends AnyVariables>(
  document: TypedDocumentString<Data, Variables>,
): TypedDocumentNode<Data, Variables> => document as unknown as TypedDocumentNode<Data, Variables>;
