'use client';
// A recommendation slot of SPEC §9: 'detail-view' (similar products) on the product page, 'add-to-basket' (bought
// together) in the basket layer. Fetched on the client (personal parts never sit in cached HTML), laid out as the
// visitor's variant of the 'reco-layout' test, and wrapped in the silent error boundary: a failure shows nothing
// and is logged (SPEC §2).
import { useEffect, useId, useRef } from 'react';
import { useJson } from '@/features/shared/client-data/use-client-data';
import { useTranslations } from 'next-intl';
import type { RecommendationSlot as Slot } from '@/commerce/recommendations/recommend-products';
import { SilentBoundary } from '@/features/shared/errors/silent-boundary';
import { RecommendationTile } from './recommendation-tile';
import { logExposureOnce, useRecoLayout } from './reco-experiment';
import type { RecommendationHitData, RecommendationsResponse } from './recommendation-types';
import { recommendationsPath } from '@/platform/routing/api-paths/catalog';

export interface RecommendationSlotProps {
  slot: Slot;
  sku: string;
  /** Opaque tokens of the recommendation service; "-" when there are none (anonymous visitor). */
  session?: string;
  hashedEmail?: string;
}

const CAROUSEL_SIZE = 4;
const GRID_SIZE = 8;

export function RecommendationSlot(props: RecommendationSlotProps) {
  return (
    <SilentBoundary name={`recommendations-${props.slot}`}>
      <SlotContent {...props} />
    </SilentBoundary>
  );
}

function SlotContent({ slot, sku, session = '-', hashedEmail = '-' }: RecommendationSlotProps) {
  const t = useTranslations('recommendations');
  const headingId = useId();
  const layout = useRecoLayout();
  const { data, error } = useJson<RecommendationsResponse>(recommendationsPath(slot, sku, session, hashedEmail));
  const shown = Boolean(layout && data && data.hits.length > 0);

  useEffect(() => {
    if (shown && layout) logExposureOnce(layout);
  }, [shown, layout]);

  // Let the boundary log it and render nothing.
  if (error) throw error;
  if (!shown || !layout || !data) return null;

  const heading = t(slot === 'detail-view' ? 'similarHeading' : 'boughtTogetherHeading');
  return (
    <section aria-labelledby={headingId} data-reco-layout={layout.variant} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      {layout.variant === 'carousel' ? (
        <Carousel hits={data.hits.slice(0, CAROUSEL_SIZE)} />
      ) : (
        <Grid hits={data.hits.slice(0, GRID_SIZE)} />
      )}
    </section>
  );
}

function Grid({ hits }: { hits: RecommendationHitData[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {hits.map((hit) => (
        <li key={hit.sku}>
          <RecommendationTile hit={hit} />
        </li>
      ))}
    </ul>
  );
}

/** One row that scrolls sideways on small screens, with buttons for those who do not swipe. */
function Carousel({ hits }: { hits: RecommendationHitData[] }) {
  const t = useTranslations('recommendations');
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: 'smooth' });
  const button = 'min-h-6 min-w-6 rounded border border-line bg-page px-1 text-ink hover:border-brand';
  return (
    <div className="flex flex-col gap-1">
      <ul id={listId} ref={list} className="flex snap-x snap-mandatory gap-2 overflow-x-auto pb-1">
        {hits.map((hit) => (
          <li key={hit.sku} className="w-[calc(50%-0.5rem)] shrink-0 snap-start md:w-[calc(25%-0.75rem)]">
            <RecommendationTile hit={hit} />
          </li>
        ))}
      </ul>
      {hits.length > 2 && (
        <div className="flex justify-end gap-1 md:hidden">
          <button
            type="button"
            aria-controls={listId}
            onClick={() => scroll(-1)}
            className={button}
            aria-label={t('previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            aria-controls={listId}
            onClick={() => scroll(1)}
            className={button}
            aria-label={t('next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
