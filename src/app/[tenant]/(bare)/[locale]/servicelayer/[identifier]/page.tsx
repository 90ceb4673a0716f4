import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { contentPath } from '@/commerce/content/content-paths';
import { readServiceLayer } from '@/commerce/content/service-layer';
import { ContentBlocksView } from '@/features/content/content-blocks-view';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { cacheTags } from '@/platform/cache/cache-tags';
import { tagCachedPage } from '@/platform/cache/tag-cached-page';

type Params = Awaited<ShopParams> & { identifier: string };

export function generateStaticParams() {
  return [];
}

/** The time-based fallback (SPEC §9); publishing the snippet's file revalidates its content tag at once. */
export const revalidate = 15;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const shop = await pageShop(params);
  const result = await readServiceLayer(shop, (await params).identifier);
  return result.ok ? { title: result.layer.title } : {};
}

// A service-layer snippet alone (SPEC §2 "renders only its children"): its title and blocks, nothing around them.
export default async function ServiceLayerPage({ params }: { params: Promise<Params> }) {
  const shop = await pageShop(params);
  const { identifier } = await params;
  const file = contentPath('serviceLayer', shop, { identifier });
  if (file) await tagCachedPage(cacheTags.content(file));
  const result = await readServiceLayer(shop, identifier);
  if (!result.ok) {
    // Unreadable content must not look like a 404 (caches would forget the page): the error boundary says so.
    if (result.code === 'SERVICE_LAYER_UNAVAILABLE') throw new Error(`Service layer ${identifier} is unavailable`);
    notFound();
  }
  const t = await getTranslations('footer');
  return (
    <article className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{result.layer.title}</h1>
      <ContentBlocksView
        blocks={result.layer.blocks}
        shop={shop}
        labels={{ customerServiceHours: t('customerServiceHours'), orderLineHours: t('orderLineHours'), phone: t('phone') }}
      />
    </article>
  );
}
