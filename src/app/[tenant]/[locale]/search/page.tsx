import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchMetadata } from '@/features/listing/listing-metadata';
import { hasFilters, parseListingParams } from '@/features/listing/listing-params';
import { ListingView } from '@/features/listing/listing-view';
import { TrackEvent } from '@/features/shared/analytics/track-event';
import { analyticsSearchTerm } from '@/features/shared/analytics/data-layer';
import { runListingSearch } from '@/features/listing/run-listing-search';
import { ZeroResults } from '@/features/listing/zero-results';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { buildPath } from '@/platform/routing/router';

// Results depend on the query string and the shopper's history cookie: rendered per request.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: ShopParams; searchParams: SearchParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  return searchMetadata(shop, parseListingParams(await searchParams));
}

// The search results page (/s?q=…, SPEC §2): facets, sorting and load-more; without hits, ways on.
export default async function SearchPage({ params, searchParams }: { params: ShopParams; searchParams: SearchParams }) {
  const shop = await pageShop(params);
  const listing = parseListingParams(await searchParams);
  const t = await getTranslations('listing');
  const searchTexts = await getTranslations('search');

  if (!listing.q) {
    const shell = await getTranslations('shell');
    return (
      <div className="flex max-w-prose flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('searchTitleNoTerm')}</h1>
        <p role="alert">{shell('searchEmpty')}</p>
        <p className="text-muted">{t('historyHint')}</p>
      </div>
    );
  }

  const search = await runListingSearch(shop, null, listing);
  const { result } = search;
  const tracked = <TrackEvent event="search" fields={{ search_term: analyticsSearchTerm(listing.q) }} eventKey={listing.q} />;
  if (result.total === 0 && !hasFilters(listing.filters))
    return (
      <>
        {tracked}
        <ZeroResults shop={shop} term={listing.q} />
      </>
    );
  const basePath = buildPath('/search', shop.locale, shop.tenant.locales);

  return (
    <div className="flex flex-col gap-2">
      {tracked}
      <h1 className="text-2xl font-bold">{t('searchTitle', { term: result.term ?? listing.q })}</h1>
      {result.partial ? (
        <p role="status">{searchTexts('partialResults', { term: listing.q })}</p>
      ) : (
        result.correctedFrom && result.term && <p>{t('corrected', { original: result.correctedFrom, term: result.term })}</p>
      )}
      <ListingView shop={shop} basePath={basePath} categoryId={null} search={search} empty={null} />
    </div>
  );
}
