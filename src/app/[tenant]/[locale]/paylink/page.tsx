import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { viewPaylink } from '@/commerce/payment/view-paylink';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { PaylinkView } from '@/features/paylink/paylink-view';
import { getDb } from '@/platform/db/database';

// Personal (the token names a customer's open amount): rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'paylink' });
  // The token is in the URL: no search engine, and no Referer to any other site.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

const clientNamespaces = ['paylink', 'payment'] as const;

// /paylink?token=…: a signed, expiring payment link (SPEC §2, §9). No login: the token is the key.
export default async function PaylinkPage({
  params,
  searchParams,
}: {
  params: ShopParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'paylink' });
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : '';
  const result = await viewPaylink(await getDb(), shop, value);
  return (
    <section aria-labelledby="paylink-heading" className="flex max-w-[720px] flex-col gap-2">
      <h1 id="paylink-heading" className="text-2xl font-bold">
        {t('heading')}
      </h1>
      <ClientMessages locale={shop.locale} namespaces={clientNamespaces}>
        <PaylinkView view={result.ok ? result.view : null} token={value} />
      </ClientMessages>
    </section>
  );
}
