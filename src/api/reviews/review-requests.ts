// Request shapes of the rating endpoints (SPEC §7 /api/inform/rating/…) and the gateway's `ratings` field. The
// review itself is checked by the shared rules in src/commerce/reviews/review-rules.ts.
import { z } from 'zod';
import { isSku } from '@/commerce/catalog/product-url';
import { MAX_REVIEW_PAGE, reviewInputSchema, reviewSorts } from '@/commerce/reviews/review-rules';

export const skuSchema = z.string().refine(isSku, { error: 'sku' });

/** Query parameters arrive as strings; an absent parameter takes its default. */
export const reviewListParamsSchema = z.object({
  sku: skuSchema,
  stars: z
    .union([z.literal(''), z.enum(['1', '2', '3', '4', '5'])])
    .optional()
    .transform((v) => (v ? Number(v) : null)),
  sort: z.enum(reviewSorts).default('newest'),
  page: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional()
    .transform((v) => (v === undefined ? 1 : Number(v)))
    .pipe(z.number().int().min(1).max(MAX_REVIEW_PAGE)),
});

export const reviewFormParamsSchema = z.object({ sku: skuSchema });

export const storeReviewBodySchema = reviewInputSchema.extend({ sku: skuSchema });

export const reviewFeedbackBodySchema = z.object({
  reviewId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  helpful: z.boolean(),
});

/** URLSearchParams → plain object for zod; a repeated parameter keeps its first value. */
export function paramsOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in out)) out[key] = value;
  return out;
}

/** Field → message key of the first problem per field, for the form's inline errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    out[field] ??= issue.message;
  }
  return out;
}
