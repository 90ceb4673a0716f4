import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { NoContentError, operationData, operationError } from './graphql-errors';

describe('operationError', () => {
  it('prefixes a network failure with [Network]', () => {
    const error = operationError({ data: undefined, error: new CombinedError({ networkError: new Error('Failed to fetch') }) });
    expect(error?.message).toBe('[Network] Failed to fetch');
  });

  it('combines several GraphQL errors into one message, each prefixed with [GraphQL]', () => {
    const error = operationError({
      data: { shop: null },
      error: new CombinedError({ graphQLErrors: [{ message: 'Unexpected error.' }, { message: 'No such product.' }] }),
    });
    expect(error?.message).toBe('[GraphQL] Unexpected error.\n[GraphQL] No such product.');
  });

  it('names the network failure when both happened: there is no GraphQL answer to trust then', () => {
    const error = operationError({
      data: undefined,
      error: new CombinedError({ networkError: new Error('timeout'), graphQLErrors: [{ message: 'partial' }] }),
    });
    expect(error?.message).toBe('[Network] timeout');
  });

  it('reports "No Content" for an answer with neither data nor errors', () => {
    expect(operationError({ data: undefined, error: undefined })).toEqual(new NoContentError());
    expect(operationError({ data: null, error: undefined })?.message).toBe('No Content');
  });

  it('finds no error in an answer with data', () => {
    expect(operationError({ data: { health: { status: 'ok' } }, error: undefined })).toBeUndefined();
  });
});

describe('operationData', () => {
  it('returns the data or throws the operation error', () => {
    expect(operationData({ data: { n: 1 }, error: undefined })).toEqual({ n: 1 });
    expect(() => operationData({ data: undefined, error: undefined })).toThrow('No Content');
    expect(() => operationData({ data: undefined, error: new CombinedError({ networkError: new Error('offline') }) })).toThrow(
      '[Network] offline',
    );
  });
});
