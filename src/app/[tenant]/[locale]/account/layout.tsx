import { getTranslations } from 'next-intl/server';
import { LoginPrompt } from '@/features/identity/login-prompt';
import { RefreshOnSessionChange } from '@/features/identity/refresh-on-session-change';
import type { ShopParams } from '@/features/shared/page/page-shop';
import { pageVisitor } from '@/features/shared/page/page-visitor';

// The room every account page lives in. Only a logged-in customer gets the page itself; a recognised (soft) customer
// is greeted by name and asked to confirm with the password, anyone else to log in. The URL stays the page they
// wanted, so the refresh after the login modal shows it. Pages below render their data only for a full login
// (`pageCustomer`), so nothing personal reaches a soft or anonymous visitor's HTML; every account page is
// force-dynamic, so nothing of it lands in a shared cache.
// Personal, for every page below: rendered per request, never cached (Cache-Control: private, no-store).
export const dynamic = 'force-dynamic';

export default async function AccountLayout({ children, params }: { children: React.ReactNode; params: ShopParams }) {
  const { shop, current } = await pageVisitor(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  return (
    <section className="flex flex-col gap-2">
      <RefreshOnSessionChange serverLevel={current.level} />
      {current.level === 'full' ? (
        children
      ) : (
        <div className="flex max-w-prose flex-col gap-2">
          <h1 className="text-2xl font-bold">
            {current.level === 'soft' ? t('confirmTitle', { firstName: current.customer.firstName }) : t('loginRequiredTitle')}
          </h1>
          <p>{current.level === 'soft' ? t('confirm') : t('loginRequired')}</p>
          <LoginPrompt label={t('login')} confirm={current.level === 'soft'} />
        </div>
      )}
    </section>
  );
}
