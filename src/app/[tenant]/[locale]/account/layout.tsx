import { getTranslations } from 'next-intl/server';
import { LoginPrompt } from '@/features/identity/login-prompt';
import { RefreshOnSessionChange } from '@/features/identity/refresh-on-session-change';
import type { ShopParams } from '@/features/shared/page/page-shop';
import { pageVisitor } from '@/features/shared/page/page-visitor';

// The room every account page lives in. Only a logged-in customer gets the page itself; a recognised (soft) customer
// is asked to confirm with the password, anyone else to log in. The URL stays the page they wanted, so the refresh
// after the login modal shows it.
export default async function AccountLayout({ children, params }: { children: React.ReactNode; params: ShopParams }) {
  const { shop, current } = await pageVisitor(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'account' });
  return (
    <section className="flex max-w-prose flex-col gap-2">
      <RefreshOnSessionChange serverLevel={current.level} />
      {current.level === 'full' ? (
        children
      ) : (
        <>
          <h1 className="text-2xl font-bold">
            {current.level === 'soft' ? t('confirmTitle', { firstName: current.customer.firstName }) : t('loginRequiredTitle')}
          </h1>
          <p>{current.level === 'soft' ? t('confirm') : t('loginRequired')}</p>
          <LoginPrompt label={t('login')} confirm={current.level === 'soft'} />
        </>
      )}
    </section>
  );
}
