// Survey definitions (SPEC §7): questions the storefront asks, e.g. after an order.
import { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { textSchema } from './content-blocks';
import { loadContentOrNull, type ContentOptions } from './load-content';

const questionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    type: z.enum(['single', 'multiple', 'rating', 'text']),
    label: textSchema,
    required: z.boolean().default(false),
    options: z
      .array(z.strictObject({ value: z.string().regex(/^[a-z0-9-]+$/), label: textSchema }))
      .optional(),
  })
  .refine(
    (q) =>
      q.type === 'single' || q.type === 'multiple' ? (q.options?.length ?? 0) >= 2 : q.options === undefined,
    {
      message: 'choice questions need at least two options; other questions none',
    },
  );

export const surveySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: textSchema,
  intro: textSchema.optional(),
  questions: z.array(questionSchema).min(1),
  thanks: textSchema,
});

export type Survey = z.output<typeof surveySchema>;

export function loadSurvey(
  shop: ShopContext,
  identifier: string,
  options?: ContentOptions,
): Promise<Survey | null> {
  return loadContentOrNull(
    shop,
    { component: 'Survey', kind: 'survey', params: { identifier }, schema: surveySchema },
    options,
  );
}
