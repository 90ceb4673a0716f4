// rel=prev/next between the pages of a plain listing (React hoists <link> into the head).
import { lastPage, listingHref, type ListingParams } from './listing-params';

export function PageLinks({ params, total, pageSize, basePath }: { params: ListingParams; total: number; pageSize: number; basePath: string }) {
  const last = lastPage(total, pageSize);
  return (
    <>
      {params.page > 1 && <link rel="prev" href={listingHref(basePath, { ...params, page: params.page - 1 })} />}
      {params.page < last && <link rel="next" href={listingHref(basePath, { ...params, page: params.page + 1 })} />}
    </>
  );
}
