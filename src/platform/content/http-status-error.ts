// The error both content fetchers throw for a non-OK answer, so callers can tell "absent" (404) from "broken".
export class HttpStatusError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpStatusError && error.status === 404;
}
