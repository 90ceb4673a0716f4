// The reviews so far (all loaded pages), the sort choice and 'Mehr Bewertungen laden'. Review texts are rendered as
// text: React escapes them, so markup someone typed shows as the characters they typed.
import { useEffect, useId, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { reviewSorts, type ReviewSort } from '@/commerce/reviews/review-rules';
import { HelpfulButtons } from './helpful-buttons';
import type { ReviewItem } from './ratings-query';
import { StarRating } from './star-rating';

interface Props {
  reviews: ReviewItem[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  sort: ReviewSort;
  onSort(sort: ReviewSort): void;
  onMore(): void;
  formatDate(iso: string): string;
}

export function ReviewList({ reviews, total, hasMore, loading, sort, onSort, onMore, formatDate }: Props) {
  const t = useTranslations('reviews');
  const locale = useLocale() as Locale;
  const sortId = useId();
  const items = useRef<HTMLElement[]>([]);
  const focusFrom = useRef<number | null>(null);

  // After 'load more', focus moves to the first new review, so keyboard users continue where the list grew.
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && reviews.length > from) {
      items.current[from]?.focus();
      focusFrom.current = null;
    }
  }, [reviews.length]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <p role="status" className="text-sm text-muted">
          {t('showing', { shown: reviews.length, total })}
        </p>
        <div className="flex min-w-0 max-w-full items-center gap-1">
          <label htmlFor={sortId} className="shrink-0 text-sm font-semibold">
            {t('sortLabel')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => onSort(event.target.value as ReviewSort)}
            className="min-h-6 min-w-0 max-w-full rounded border border-line bg-page px-1 text-ink"
          >
            {reviewSorts.map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ol className="flex flex-col gap-2" aria-busy={loading || undefined}>
        {reviews.map((review, index) => (
          <li key={review.id}>
            <article
              ref={(el) => {
                if (el) items.current[index] = el;
              }}
              tabIndex={-1}
              aria-labelledby={`review-${review.id}-title`}
              className="flex flex-col gap-1 border-b border-line pb-2 focus:outline-2 focus:outline-brand"
            >
              <StarRating value={review.rating} label={t('ratingLabel', { stars: review.rating })} />
              <h3 id={`review-${review.id}-title`} lang={review.locale} className="font-semibold">
                {review.title}
              </h3>
              <p className="text-sm text-muted">
                {t('byline', { name: review.authorName, date: formatDate(review.createdAt) })}
                {review.verified && <span className="ml-1 text-success">{t('verified')}</span>}
              </p>
              <p lang={review.locale} className="whitespace-pre-line break-words">
                {review.text}
              </p>
              {/* Written in another of the shop's languages (de-CH beside fr-CH): said, not translated (issue 21). */}
              {languageOf(review.locale as Locale) !== languageOf(locale) && (
                <p className="text-sm text-muted">
                  {t('otherLanguage', { language: languageName(review.locale, locale) })}
                </p>
              )}
              <HelpfulButtons
                reviewId={Number(review.id)}
                helpfulCount={review.helpfulCount}
                notHelpfulCount={review.notHelpfulCount}
              />
            </article>
          </li>
        ))}
      </ol>
      {hasMore && (
        <button
          type="button"
          disabled={loading}
          onClick={() => {
            focusFrom.current = reviews.length;
            onMore();
          }}
          className="min-h-6 self-start rounded border border-brand px-2 py-1 font-semibold text-ink hover:bg-page disabled:opacity-60"
        >
          {loading ? t('loading') : t('loadMore')}
        </button>
      )}
    </div>
  );
}

/** "Französisch", "allemand", "Duits": the name of a review's language in the reader's. */
function languageName(reviewLocale: string, reader: Locale): string {
  return new Intl.DisplayNames(reader, { type: 'language' }).of(reviewLocale.slice(0, 2)) ?? reviewLocale;
}
