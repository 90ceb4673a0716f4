import 'server-only';
// Attaches cache tags to the page being rendered into Next's full-route cache (ISR), so revalidateTags reaches it.
// The shop caches whole pages (`export const revalidate`), not data reads: a product page reads its product once
// per render, a listing comes from the in-memory search index. Without `cacheComponents` there is no cacheTag(); a
// tagged unstable_cache entry is how such a page collects tags (Next adds the entry's tags to the page's). The entry
// holds nothing and never expires, so it neither keeps data a second time nor shortens the page's revalidate.
//
// The entry's key is the same for every page: Next adds the call's tags to the page before it looks the entry up, so
// one shared entry tags every page. A key per tag set wrote a new cache file on the first render of every product
// (about 10 ms of each uncached product render, issue 12); the shared entry is written once and then read from
// memory.
import { unstable_cache } from 'next/cache';

const nothing = async () => true;

export async function tagCachedPage(...tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  await unstable_cache(nothing, ['page-tags'], { tags, revalidate: false })();
}
