import { ClientMessages } from '@/features/shared/page/client-messages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientRegion } from '@/features/shared/page/client-region';
import { BasketPageView } from '@/features/basket/basket-page-view';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { env } from '@/platform/config/env';
import { buildPath } from '@/platform/routing/router';

/** What the basket's client components read, on top of the layout's (errors, wishlist …). */
const clientNamespaces = [
  'basket',
  'voucher',
  'shipping',
  'loyalty',
  'product',
] as const;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  await pageShop(params);
  const t = await getTranslations('basket');
  return { title: t('title'), robots: { index: false, follow: true } };
}

// The basket page (/warenkorb, /fr/panier, /winkelmand). The HTML is the same for everybody and may be cached; the
// basket itself is read on the client.
export default async function BasketPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  const t = await getTranslations('basket');
  const href = (key: Parameters<typeof buildPath>[0]) => buildPath(key, shop.locale, shop.tenant.locales);
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <ClientRegion>
        <ClientMessages locale={shop.locale} namespaces={clientNamespaces}>
          <BasketPageView
            gatewayUrl={env().GATEWAY_URL}
            links={{ home: href('/'), checkout: href('/checkout') }}
          />
        </ClientMessages>
      </ClientRegion>
    </div>
  );
}
