import 'server-only';
// The premium membership in the account (decision 0013): since when, when it renews, and the cancel button — as
// easy to leave as it was to join. Only where the shop offers premium and the customer has (or had) a running one.
import { getTranslations } from 'next-intl/server';
import { currentPremiumMembership } from '@/commerce/premium/is-premium-member';
import { premiumOffered } from '@/commerce/premium/premium-terms';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { getDb } from '@/platform/db/database';
import { formatDate, formatDay } from '@/platform/i18n/format';
import { CancelPremium } from './cancel-premium';

export async function AccountPremium({ shop, customerId }: { shop: ShopContext; customerId: string }) {
  if (!premiumOffered(shop)) return null;
  const membership = await currentPremiumMembership(await getDb(), shop, customerId);
  if (!membership) return null;
  const t = await getTranslations({ locale: shop.locale, namespace: 'account.premium' });
  return (
    <section aria-labelledby="account-premium" className="flex flex-col gap-1">
      <h2 id="account-premium" className="text-xl font-bold">
        {t('heading')}
      </h2>
      <p>{t('since', { date: formatDate(membership.startedAt, shop.locale, shop.tenant.timeZone) })}</p>
      {membership.cancelledAt ? (
        <p>{t('cancelled', { date: formatDay(membership.renewsOn, shop.locale) })}</p>
      ) : (
        <ClientMessages locale={shop.locale} namespaces={['account']}>
          <CancelPremium renewsOn={formatDay(membership.renewsOn, shop.locale)} />
        </ClientMessages>
      )}
    </section>
  );
}
