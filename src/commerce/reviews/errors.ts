// Stable error codes of the reviews context; the edge maps them to HTTP status (by their kind) and localized messages.
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const reviewErrorCodes = [
  /** No active product with this sku in this shop (also: another tenant's sku). */
  'REVIEW_PRODUCT_NOT_FOUND',
  /** No published review with this id in this shop. */
  'REVIEW_NOT_FOUND',
  /** The review failed the shared validation rules. */
  'REVIEW_INVALID',
] as const;

export type ReviewErrorCode = (typeof reviewErrorCodes)[number];

export const reviewRefusals: Readonly<Record<ReviewErrorCode, RefusalKind>> = {
  // Unknown, inactive and other shops' products answer alike, so nobody learns which skus another shop sells.
  REVIEW_PRODUCT_NOT_FOUND: 'not-found',
  REVIEW_NOT_FOUND: 'not-found',
  REVIEW_INVALID: 'invalid',
};

export class ReviewError extends Error {
  constructor(
    readonly code: ReviewErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'ReviewError';
  }
}
