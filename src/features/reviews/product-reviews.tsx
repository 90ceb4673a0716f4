'use client';
// Where the product page puts its reviews: a labelled section whose content (ReviewsPanel with urql, the form and
// its validation) loads when the section comes near the viewport, keeping it out of the first-load JavaScript and
// the page's load (clientWhenNear).
import { clientWhenNear } from '@/features/shared/lazy/client-when-near';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SilentBoundary } from '@/features/shared/errors/silent-boundary';
import type { ReviewsPanelProps } from './reviews-panel';

const ReviewsPanel = clientWhenNear<ReviewsPanelProps>(() => import('./reviews-panel').then((m) => m.ReviewsPanel));

export function ProductReviews(props: ReviewsPanelProps) {
  const t = useTranslations('reviews');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id="reviews" className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold">
        {t('heading')}
      </h2>
      <SilentBoundary name="product-reviews">
        <ReviewsPanel {...props} />
      </SilentBoundary>
    </section>
  );
}
