import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadNewsletterSheet } from '@/commerce/content/newsletter-sheet';
import { RichText } from '@/features/content/rich-text';
import { SubscribeView } from '@/features/newsletter/subscribe-view';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { buildPath } from '@/platform/routing/router';

export const revalidate = 15;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'newsletter.subscribe' });
  return { title: t('title'), referrer: 'same-origin' };
}

// The sign-up's four pages (SPEC §2) and the target of the double opt-in link (#token=… read on the client).
export default async function NewsletterSubscribePage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  const sheet = await loadNewsletterSheet(shop);
  const t = await getTranslations('newsletter');
  if (!sheet) {
    return (
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('subscribe.title')}</h1>
        <p role="alert">{t('failed')}</p>
      </section>
    );
  }
  return (
    <ClientMessages locale={shop.locale} namespaces={['newsletter', 'forms']}>
      <SubscribeView
        legal={<RichText value={sheet.legal} shop={shop} />}
        homeHref={buildPath('/', shop.locale, shop.tenant.locales)}
      />
    </ClientMessages>
  );
}
