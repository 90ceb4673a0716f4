import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountOrders } from '@/features/account/account-orders';
import { AccountPremium } from '@/features/account/account-premium';
import { LogoutButton } from '@/features/identity/logout-button';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';
import { buildPath } from '@/platform/routing/router';

// Personal: rendered per request from the session cookies, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  return { title: t('title'), robots: { index: false } };
}

// /mein-konto: the logged-in customer is greeted and sees their latest orders and premium membership (the account
// layout asks everyone else to log in first).
export default async function AccountPage({ params }: { params: ShopParams }) {
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  return (
    <>
      <h1 className="text-2xl font-bold">
        {t('greeting', { firstName: customer.firstName, lastName: customer.lastName })}
      </h1>
      <p>{t('loggedIn')}</p>
      <p>{t('customerNumber', { customerNumber: customer.customerNumber })}</p>
      <LogoutButton />
      <AccountOrders shop={shop} customerId={customer.id} />
      <AccountPremium shop={shop} customerId={customer.id} />
      <p>
        <a href={buildPath('/service/newsletter/unsubscribe', shop.locale, shop.tenant.locales)}>
          {(await getTranslations({ locale: shop.locale, namespace: 'newsletter' }))('accountLink')}
        </a>
      </p>
    </>
  );
}
