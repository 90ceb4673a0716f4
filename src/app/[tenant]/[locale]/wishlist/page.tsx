import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { ClientRegion } from '@/features/shared/page/client-region';
import { WishlistPageView } from '@/features/wishlist/wishlist-page-view';
import { buildPath } from '@/platform/routing/router';

/** What the wishlist's client components read (the basket layer and the login modal live in the layout). */
/** On top of the layout's, which sends the wishlist's and the errors' texts to every page. */
const clientNamespaces = ['product'] as const;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  await pageShop(params);
  const t = await getTranslations('wishlist');
  return { title: t('title'), robots: { index: false, follow: true } };
}

// The wishlist page (/merkzettel, /fr/liste-de-souhaits, /verlanglijst). The HTML is the same for everybody and may be
// cached; the list itself is read on the client for the logged-in or recognised customer.
export default async function WishlistPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  const t = await getTranslations('wishlist');
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <ClientRegion>
        <ClientMessages locale={shop.locale} namespaces={clientNamespaces}>
          <WishlistPageView homeHref={buildPath('/', shop.locale, shop.tenant.locales)} />
        </ClientMessages>
      </ClientRegion>
    </div>
  );
}
