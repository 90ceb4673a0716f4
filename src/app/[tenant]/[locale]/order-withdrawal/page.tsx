import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { offersWithdrawal } from '@/commerce/order/withdrawal-rules';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { WithdrawalView } from '@/features/order-withdrawal/withdrawal-view';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'orders.withdrawal' });
  // The token is in the fragment; still, nothing about this page belongs in a search engine.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

const clientNamespaces = ['orders'] as const;

// /vertrag-widerrufen#token=…: the withdrawal function of § 356a BGB for the EU shops (decision 0014). The page is
// the same for everyone; the order is read in the browser with the link's token.
export default async function OrderWithdrawalPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  if (!offersWithdrawal(shop.tenant.key)) notFound();
  const t = await getTranslations({ locale: shop.locale, namespace: 'orders.withdrawal' });
  return (
    <section aria-labelledby="withdrawal-heading" className="flex max-w-[720px] flex-col gap-2">
      <h1 id="withdrawal-heading" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <ClientMessages locale={shop.locale} namespaces={clientNamespaces}>
        <WithdrawalView timeZone={shop.tenant.timeZone} />
      </ClientMessages>
    </section>
  );
}
