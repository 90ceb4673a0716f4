import type { Metadata } from 'next';
import { findListedCategory } from '@/features/listing/load-category-listing';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { cacheTags } from '@/platform/cache/cache-tags';
import { tagCachedPage } from '@/platform/cache/tag-cached-page';
import CategoryPage, { generateMetadata as categoryMetadata } from '../../category/[...path]/page';

// The plain category page (no filter, sort or page in the URL): the same page as /category, rendered without
// searchParams so it can be cached per tenant, locale and path. The proxy sends query-less category URLs here.
type Params = Awaited<ShopParams> & { path: string[] };
const noQuery = Promise.resolve({});

export function generateStaticParams() {
  return [];
}

/** The time-based fallback; a change of price or stock of a product listed here revalidates the category's tag. */
export const revalidate = 60;

export function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return categoryMetadata({ params, searchParams: noQuery });
}

export default async function StaticCategoryPage({ params }: { params: Promise<Params> }) {
  const category = await findListedCategory(await pageShop(params), (await params).path);
  if (category) await tagCachedPage(cacheTags.category(category.id));
  return CategoryPage({ params, searchParams: noQuery });
}
