import 'server-only';
// The bonus programme page (Payback on de, jö on at; SPEC §2 "payback"): the card to enter or change, and the points
// each order earns on it, pending until the withdrawal period has passed, then credited. Shops without a programme
// serve no such page (supported-path flag off, decision 0027).
import { getTranslations } from 'next-intl/server';
import { offeredProgram } from '@/commerce/loyalty/loyalty-programs';
import { pointsPerOrder } from '@/commerce/loyalty/loyalty-points';
import { loyaltyCardOf } from '@/commerce/loyalty/save-loyalty-card';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { getDb } from '@/platform/db/database';
import { formatDate, formatNumber } from '@/platform/i18n/format';
import { LoyaltyCardForm } from './loyalty-card-form';
import { OrderReference } from './order-reference';

export async function AccountLoyalty({ shop, customerId }: { shop: ShopContext; customerId: string }) {
  const program = offeredProgram(shop.tenant);
  if (!program) return null;
  const db = await getDb();
  const [t, card] = await Promise.all([getTranslations({ locale: shop.locale, namespace: 'accountPages.loyalty' }), loyaltyCardOf(db, shop, customerId)]);
  const orders = card ? await pointsPerOrder(db, shop, card) : [];
  const total = (state: 'pending' | 'credited') => orders.filter((o) => o.state === state).reduce((sum, o) => sum + o.points, 0);
  return (
    <>
      <p>{t(`intro.${program}`)}</p>
      <ClientMessages locale={shop.locale} namespaces={['accountPages.loyalty', 'forms']}>
        <LoyaltyCardForm current={card?.cardNumber ?? null} program={program} />
      </ClientMessages>
      <section aria-labelledby="loyalty-points" className="flex flex-col gap-1">
        <h2 id="loyalty-points" className="text-xl font-bold">
          {t('pointsHeading')}
        </h2>
        {!card ? (
          <p>{t('noCard')}</p>
        ) : orders.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          <>
            <p>
              {t(`totals.${program}`, { credited: formatNumber(total('credited'), shop.locale), pending: formatNumber(total('pending'), shop.locale) })}
            </p>
            <ul className="flex flex-col gap-1">
              {orders.map((o) => (
                <li key={o.orderNumber} className="flex flex-col gap-0.5 rounded border border-line p-1.5">
                  <p className="flex flex-wrap justify-between gap-1">
                    <OrderReference shop={shop} orderNumber={o.orderNumber} label={t('order', { orderNumber: o.orderNumber })} className="font-semibold" />
                    <span className="font-semibold">{t(`points.${program}`, { points: o.points })}</span>
                  </p>
                  <p className="text-sm">
                    {o.state === 'credited'
                      ? t('credited')
                      : o.creditedFrom
                        ? t('pendingUntil', { date: formatDate(o.creditedFrom, shop.locale, shop.tenant.timeZone) })
                        : t('pending')}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
