'use client';
// The reviews of a product: summary with star filter, the list with sort and load-more, helpful votes and the
// write-review form. Reads through the gateway (urql + graphcache, which merges the loaded pages); writes through
// the SPEC §7 rating endpoints. Loaded lazily by ProductReviews, so its code is not in the page's first load.
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from 'urql';
import type { ReviewSort } from '@/commerce/reviews/review-rules';
import { DataProvider } from '@/features/shared/client-data/data-provider';
import { formatDate, formatRatingAverage } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { RatingsDocument } from '@/features/shared/client-data/generated/ratings';
import type { RatingsQueryVariables } from '@/features/shared/client-data/generated/graphql';
import { urqlDocument } from '@/features/shared/client-data/urql-document';
import { sortEnum } from './ratings-query';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { WriteReviewForm } from './write-review-form';

export interface ReviewsPanelProps {
  sku: string;
  productName: string;
  /** GATEWAY_URL, read on the server. */
  gatewayUrl: string;
}

export function ReviewsPanel({ gatewayUrl, ...props }: ReviewsPanelProps) {
  return (
    <DataProvider gatewayUrl={gatewayUrl}>
      <Reviews {...props} />
    </DataProvider>
  );
}

function Reviews({ sku, productName }: Omit<ReviewsPanelProps, 'gatewayUrl'>) {
  const t = useTranslations('reviews');
  const locale = useLocale() as Locale;
  const [list, setList] = useState<{ stars: number | null; sort: ReviewSort; page: number }>({
    stars: null,
    sort: 'newest',
    page: 1,
  });
  const [writing, setWriting] = useState(false);
  const variables: RatingsQueryVariables = useMemo(
    () => ({ sku, stars: list.stars, sort: sortEnum[list.sort], page: list.page }),
    [sku, list],
  );
  const [{ data, fetching, error }, refetch] = useQuery({
    query: urqlDocument(RatingsDocument),
    variables,
  });

  // While the next page loads, urql keeps the previous result's data, so the list does not blink empty.
  const ratings = data?.ratings ?? null;

  const formatAverage = (value: number) => formatRatingAverage(value, locale);
  const formatDay = (iso: string) => formatDate(new Date(iso), locale);

  if (error && !ratings) {
    return (
      <div role="alert" className="flex flex-col items-start gap-1">
        <p>{t('loadError')}</p>
        <button
          type="button"
          onClick={() => refetch({ requestPolicy: 'network-only' })}
          className="min-h-6 text-link underline"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!ratings) return <p className="text-muted">{t('loading')}</p>;

  return (
    // minmax(0, …) tracks: a long word or the sort box never widens the page on a phone (issue 21, 360 px).
    <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-2">
        <RatingSummary
          summary={ratings.summary}
          stars={list.stars}
          onStars={(stars) => setList((l) => ({ ...l, stars, page: 1 }))}
          formatAverage={formatAverage}
        />
        <button
          type="button"
          aria-expanded={writing}
          onClick={() => setWriting((w) => !w)}
          className="min-h-6 self-start rounded border border-brand px-2 py-1 font-semibold"
        >
          {t('write.open')}
        </button>
      </div>
      <div className="flex flex-col gap-3">
        {writing && (
          <WriteReviewForm
            sku={sku}
            productName={productName}
            onWritten={() => {
              setWriting(false);
              setList({ stars: null, sort: 'newest', page: 1 });
              refetch({ requestPolicy: 'network-only' });
            }}
          />
        )}
        {ratings.summary.count === 0 ? (
          <p>{t('empty')}</p>
        ) : ratings.reviews.length === 0 && !fetching ? (
          <p>{t('filteredEmpty', { stars: list.stars ?? 0 })}</p>
        ) : (
          <ReviewList
            reviews={ratings.reviews}
            total={ratings.total}
            hasMore={ratings.hasMore}
            loading={fetching}
            sort={list.sort}
            onSort={(sort) => setList((l) => ({ ...l, sort, page: 1 }))}
            onMore={() => setList((l) => ({ ...l, page: l.page + 1 }))}
            formatDate={formatDay}
          />
        )}
      </div>
    </div>
  );
}
