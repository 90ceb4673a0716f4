import 'server-only';
// Every account page's frame: the side navigation (folded behind a menu button on phones) with the page shown
// marked, and the page's own heading and content beside it.
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { MobileNav } from '@/features/shell/mobile-nav';
import { buildPath } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';
import { currentOf, servedAccountPages } from './account-navigation';

export async function accountNavLinks(shop: ShopContext) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return servedAccountPages(shop.tenant.flags).map((entry) => ({
    route: entry.route,
    href: buildPath(entry.route, shop.locale, shop.tenant.locales),
    label: t(entry.label),
  }));
}

export async function AccountFrame({
  shop,
  current,
  title,
  children,
}: {
  shop: ShopContext;
  current: RouteKey;
  title: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  const links = await accountNavLinks(shop);
  return (
    <div className="grid gap-3 md:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="md:border-r md:border-line md:pr-2">
        <MobileNav label={t('label')} buttonLabels={{ open: t('openMenu'), close: t('closeMenu') }}>
          <ul className="flex flex-col gap-0.5 py-1">
            {links.map((link) => {
              const mark = currentOf(link.route, current);
              return (
                <li key={link.route}>
                  <a
                    href={link.href}
                    aria-current={mark}
                    className={`flex min-h-6 items-center rounded px-1 no-underline hover:underline ${
                      mark ? 'border-l-4 border-brand bg-surface font-semibold text-ink' : 'text-ink'
                    }`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </MobileNav>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}
