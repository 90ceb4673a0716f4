import type { Metadata } from 'next';
import { loadCmsPage } from '@/commerce/content/cms-page';
import { CmsPageView } from '@/features/content/cms-page-view';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { routeAlternates } from '@/features/shared/seo/alternates';

export const revalidate = 15;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  return { alternates: routeAlternates(shop.tenant.key, shop.locale, '/') };
}

// The home page: the CMS page '/' of the tenant and locale. Without content it still shows the shell.
export default async function HomePage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  const page = await loadCmsPage(shop, '/');
  if (page.status !== 'found') return <h1 className="text-3xl font-bold">{shop.tenant.brand}</h1>;
  return <CmsPageView page={page.value} shop={shop} showTitle={false} />;
}
