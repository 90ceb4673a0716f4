import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { currentCustomer } from '@/commerce/customer/current-customer';
import { AccountOrders } from '@/features/account/account-orders';
import { AccountPremium } from '@/features/account/account-premium';
import { LoginPrompt } from '@/features/identity/login-prompt';
import { LogoutButton } from '@/features/identity/logout-button';
import { RefreshOnSessionChange } from '@/features/identity/refresh-on-session-change';
import { pageShop, type ShopParams } from '@/features/page/page-shop';
import { identityCookies } from '@/platform/auth/login-state';
import { getDb } from '@/platform/db/database';

// Personal: rendered per request from the session cookies, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  return { title: t('title'), robots: { index: false } };
}

// /mein-konto: logged-in customers are greeted and see their latest orders and premium membership; anyone else
// (soft-logged-in included) is asked to log in first.
export default async function AccountPage({ params }: { params: ShopParams }) {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  const jar = await cookies();
  const current = await currentCustomer(await getDb(), shop, {
    session: jar.get(identityCookies.session)?.value,
    device: jar.get(identityCookies.device)?.value,
  });
  const serverType = current.level === 'full' ? 2 : current.level === 'soft' ? 1 : 0;

  return (
    <section className="flex max-w-prose flex-col gap-2">
      <RefreshOnSessionChange serverType={serverType} />
      <h1 className="text-2xl font-bold">
        {current.level === 'full'
          ? t('greeting', { firstName: current.customer.firstName, lastName: current.customer.lastName })
          : current.level === 'soft'
            ? t('confirmTitle', { firstName: current.customer.firstName })
            : t('loginRequiredTitle')}
      </h1>
      {current.level === 'full' ? (
        <>
          <p>{t('loggedIn')}</p>
          <p>{t('customerNumber', { customerNumber: current.customer.customerNumber })}</p>
          <LogoutButton />
          <AccountOrders shop={shop} customerId={current.customer.id} />
          <AccountPremium shop={shop} customerId={current.customer.id} />
        </>
      ) : (
        <>
          <p>{current.level === 'soft' ? t('confirm') : t('loginRequired')}</p>
          <LoginPrompt label={t('login')} confirm={current.level === 'soft'} />
        </>
      )}
    </section>
  );
}
