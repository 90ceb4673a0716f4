// One error for an operation result (SPEC §8). urql's CombinedError already prefixes each message with [Network]
// or [GraphQL]; what it lacks is an error for an answer that carries neither data nor errors.
import type { OperationResult } from 'urql';

type ResultLike = Pick<OperationResult, 'data' | 'error'>;

export class NoContentError extends Error {
  constructor() {
    super('No Content');
    this.name = 'NoContentError';
  }
}

/** The error of a result: its CombinedError, a NoContentError when it has no data either, else undefined. */
export function operationError(result: ResultLike): Error | undefined {
  if (result.error) return result.error;
  if (result.data === undefined || result.data === null) return new NoContentError();
  return undefined;
}

/** The data of a result, for code that awaits `client.query(...).toPromise()`; throws the operation's error. */
export function operationData<Data>(result: Pick<OperationResult<Data>, 'data' | 'error'>): Data {
  const error = operationError(result);
  if (error) throw error;
  return result.data as Data;
}
