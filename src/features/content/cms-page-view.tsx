// A CMS page: its title as the one h1, what the page adds under it (the chat bot on service-help pages), its blocks.
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CmsPage } from '@/commerce/content/cms-page';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { PageBlocksView } from './page-blocks-view';

export async function CmsPageView({
  page,
  shop,
  showTitle = true,
  children,
}: {
  page: CmsPage;
  shop: ShopContext;
  showTitle?: boolean;
  children?: ReactNode;
}) {
  const t = await getTranslations('footer');
  return (
    <article className="flex flex-col gap-2">
      <h1 className={showTitle ? 'text-3xl font-bold' : 'sr-only'}>{page.title}</h1>
      {children}
      <PageBlocksView
        blocks={page.blocks}
        shop={shop}
        labels={{ customerServiceHours: t('customerServiceHours'), orderLineHours: t('orderLineHours'), phone: t('phone') }}
      />
    </article>
  );
}
