// The rating overview: average, count and the histogram, whose rows filter the list by stars.
import { useTranslations } from 'next-intl';
import type { RatingSummaryData } from './ratings-query';
import { StarRating } from './star-rating';

interface Props {
  summary: RatingSummaryData;
  stars: number | null;
  onStars(stars: number | null): void;
  formatAverage(value: number): string;
}

export function RatingSummary({ summary, stars, onStars, formatAverage }: Props) {
  const t = useTranslations('reviews');
  const average = formatAverage(summary.average);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-3xl font-bold" aria-hidden="true">
          {average}
        </p>
        <div className="flex flex-col">
          <StarRating value={summary.average} label={t('average', { average })} size={22} />
          <p className="text-sm text-muted">{t('count', { count: summary.count })}</p>
        </div>
      </div>
      <div role="group" aria-label={t('filterByStars')}>
        <ul className="flex flex-col gap-0.5">
          {summary.histogram.map(({ stars: n, count }) => {
            const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
            return (
              <li key={n}>
                <button
                  type="button"
                  aria-pressed={stars === n}
                  disabled={count === 0}
                  onClick={() => onStars(stars === n ? null : n)}
                  className="grid min-h-6 w-full max-w-sm grid-cols-[4.5rem_1fr_2.5rem] items-center gap-1 rounded px-0.5 text-left text-sm hover:bg-page disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:bg-page aria-pressed:font-semibold aria-pressed:outline aria-pressed:outline-2 aria-pressed:outline-brand"
                >
                  <span>{t('starsShort', { stars: n })}</span>
                  <span
                    className="h-1 overflow-hidden rounded-full border border-line bg-page"
                    aria-hidden="true"
                  >
                    <span className="block h-full bg-brand" style={{ width: `${share}%` }} />
                  </span>
                  {/* The name begins with what the button shows (WCAG 2.5.3): "4 Sterne 9 Bewertungen – nur diese zeigen". */}
                  <span className="text-right tabular-nums">
                    {count}
                    <span className="sr-only"> {t('filterHint', { count })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {stars !== null && (
          <button
            type="button"
            onClick={() => onStars(null)}
            className="mt-1 min-h-6 text-sm text-link underline underline-offset-2"
          >
            {t('allStars')}
          </button>
        )}
      </div>
    </div>
  );
}
