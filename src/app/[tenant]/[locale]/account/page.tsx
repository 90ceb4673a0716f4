import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame, accountNavLinks } from '@/features/account/account-frame';
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

// /mein-konto: the account home. The logged-in customer is greeted, finds every account page (the same list as the
// side navigation), their latest orders and the premium membership (the account layout asks everyone else to log
// in first).
export default async function AccountPage({ params }: { params: ShopParams }) {
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  const p = await getTranslations({ locale: shop.locale, namespace: 'accountPages.home' });
  const pages = (await accountNavLinks(shop)).filter((link) => link.route !== '/account');
  return (
    <AccountFrame shop={shop} current="/account" title={t('greeting', { firstName: customer.firstName, lastName: customer.lastName })}>
      <p>{t('loggedIn')}</p>
      <p>{t('customerNumber', { customerNumber: customer.customerNumber })}</p>
      <div>
        <LogoutButton />
      </div>
      <section aria-labelledby="account-pages" className="flex flex-col gap-1">
        <h2 id="account-pages" className="text-xl font-bold">
          {p('pagesHeading')}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((link) => (
            <li key={link.route}>
              <a href={link.href} className="flex min-h-6 items-center rounded border border-line p-1.5 font-semibold">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <AccountOrders shop={shop} customerId={customer.id} />
      <AccountPremium shop={shop} customerId={customer.id} />
      <p>
        <a href={buildPath('/service/newsletter/unsubscribe', shop.locale, shop.tenant.locales)}>
          {(await getTranslations({ locale: shop.locale, namespace: 'newsletter' }))('accountLink')}
        </a>
      </p>
    </AccountFrame>
  );
}
