import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cmsPageFile, loadCmsPage } from '@/commerce/content/cms-page';
import { contentPath } from '@/commerce/content/content-paths';
import { ChatBotEntry } from '@/features/chat-bot/chat-bot-entry';
import { CmsPageView } from '@/features/content/cms-page-view';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { absoluteUrl, routeAlternates } from '@/features/shared/seo/alternates';
import { cacheTags } from '@/platform/cache/cache-tags';
import { tagCachedPage } from '@/platform/cache/tag-cached-page';
import { matchRoute } from '@/platform/routing/router';

type Params = Awaited<ShopParams> & { path: string[] };

/** Rendered on first request, then served from the cache and revalidated (nothing is built at `next build`). */
export function generateStaticParams() {
  return [];
}

/** The time-based fallback (SPEC §9); publishing the page's file revalidates its content tag at once. */
export const revalidate = 15;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const shop = await pageShop(params);
  const { path } = await params;
  const page = await loadCmsPage(shop, path);
  if (page.status !== 'found') return {};
  // Named pages (legal, service) have a slug in every language; other CMS pages only their own URL.
  const route = matchRoute(`/${path.join('/')}`, shop.locale);
  const alternates =
    route && route.key !== '/content/[...path]'
      ? routeAlternates(shop.tenant.key, shop.locale, route.key)
      : { canonical: absoluteUrl(shop.tenant.key, shop.locale, '/content/[...path]', { path }) };
  return {
    title: page.value.title,
    description: page.value.description,
    alternates,
    robots: page.value.noindex ? { index: false } : undefined,
  };
}

// CMS pages (SPEC §2): service help, legal pages, landing pages, magazine.
export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const shop = await pageShop(params);
  const { path } = await params;
  // Tagged also when the file comes from CONTENT_DIR (no fetch to tag).
  const file = contentPath('page', shop, { path: cmsPageFile(path) });
  if (file) await tagCachedPage(cacheTags.content(file));
  const page = await loadCmsPage(shop, path);
  if (page.status === 'not-found') notFound();
  if (page.status === 'unavailable') throw new Error(`CMS page /${path.join('/')} is unavailable`);
  return (
    <CmsPageView page={page.value} shop={shop}>
      <ChatBotEntry shop={shop} path={path} />
    </CmsPageView>
  );
}
