import type { Metadata } from 'next';
import type { ShopParams } from '@/features/page/page-shop';
import CategoryPage, { generateMetadata as categoryMetadata } from '../../category/[...path]/page';

// The plain category page (no filter, sort or page in the URL): the same page as /category, rendered without
// searchParams so it can be cached per tenant, locale and path. The proxy sends query-less category URLs here.
type Params = Awaited<ShopParams> & { path: string[] };
const noQuery = Promise.resolve({});

export function generateStaticParams() {
  return [];
}

export const revalidate = 60;

export function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return categoryMetadata({ params, searchParams: noQuery });
}

export default function StaticCategoryPage({ params }: { params: Promise<Params> }) {
  return CategoryPage({ params, searchParams: noQuery });
}
