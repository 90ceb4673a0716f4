// What kind of "no" a refusal code is. A context's errors file gives each of its codes one kind; the edge turns the
// kind into the HTTP status (src/api/http/responses.ts), so one code has one status on every endpoint.
export type RefusalKind =
  /** The request itself is malformed or fails validation. */
  | 'invalid'
  /** Nobody (or not the right level of login) is behind the request. */
  | 'unauthenticated'
  /** Known who it is, but this is not theirs to do (yet): an account not activated. */
  | 'forbidden'
  | 'not-found'
  /** The state of things (basket, checkout, order) does not allow it now. */
  | 'conflict'
  /** A link or token that was valid once and is no more. */
  | 'gone'
  /** Well-formed, but a rule refuses it. */
  | 'unprocessable'
  | 'rate-limited'
  /** Nothing wrong with the request: what it asks for cannot be read right now (try again later). */
  | 'unavailable';
