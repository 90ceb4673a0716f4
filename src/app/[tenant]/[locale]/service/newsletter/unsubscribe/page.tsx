import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeView } from '@/features/newsletter/unsubscribe-view';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { buildPath } from '@/platform/routing/router';

export const revalidate = 15;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'newsletter.unsubscribe' });
  return { title: t('title'), robots: { index: false }, referrer: 'same-origin' };
}

// The target of every newsletter mail's unsubscribe link (#token=… read on the client) and of the account's link.
export default async function NewsletterUnsubscribePage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  return (
    <ClientMessages locale={shop.locale} namespaces={['newsletter', 'forms']}>
      <UnsubscribeView subscribeHref={buildPath('/service/newsletter/subscribe', shop.locale, shop.tenant.locales)} />
    </ClientMessages>
  );
}
