// Stable error codes of the reviews context; the edge maps them to HTTP status and localized messages.
export const reviewErrorCodes = [
  /** No active product with this sku in this shop (also: another tenant's sku). */
  'REVIEW_PRODUCT_NOT_FOUND',
  /** No published review with this id in this shop. */
  'REVIEW_NOT_FOUND',
  /** The review failed the shared validation rules. */
  'REVIEW_INVALID',
] as const;

export type ReviewErrorCode = (typeof reviewErrorCodes)[number];

export class ReviewError extends Error {
  constructor(
    readonly code: ReviewErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'ReviewError';
  }
}
