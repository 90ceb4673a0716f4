// Stable error codes of the recommendations context.
export const recommendationErrorCodes = [
  /** The anchor product is not sold in this shop (unknown, inactive, or another tenant's). */
  'RECOMMENDATION_PRODUCT_NOT_FOUND',
] as const;

export type RecommendationErrorCode = (typeof recommendationErrorCodes)[number];

export class RecommendationError extends Error {
  constructor(readonly code: RecommendationErrorCode) {
    super(code);
    this.name = 'RecommendationError';
  }
}
