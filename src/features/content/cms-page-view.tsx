// A CMS page: its title as the one h1, then its blocks.
import { getTranslations } from 'next-intl/server';
import type { CmsPage } from '@/commerce/content/cms-page';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ContentBlocksView } from './content-blocks-view';

export async function CmsPageView({ page, shop, showTitle = true }: { page: CmsPage; shop: ShopContext; showTitle?: boolean }) {
  const t = await getTranslations('footer');
  return (
    <article className="flex flex-col gap-2">
      <h1 className={showTitle ? 'text-3xl font-bold' : 'sr-only'}>{page.title}</h1>
      <ContentBlocksView
        blocks={page.blocks}
        shop={shop}
        labels={{ customerServiceHours: t('customerServiceHours'), orderLineHours: t('orderLineHours'), phone: t('phone') }}
      />
    </article>
  );
}
