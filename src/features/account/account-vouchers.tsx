import 'server-only';
// My vouchers (SPEC §2 "voucher list", §7 voucher data): the shop's voucher texts from the content (intro, what to
// know) around the vouchers issued to the customer, each with value, conditions, validity, a copy button and "apply
// to basket". When the content cannot be read the page says so (SPEC §8 "voucher load failure") and still lists
// the customer's vouchers.
import { getTranslations } from 'next-intl/server';
import { loadVoucherInfo } from '@/commerce/content/vouchers';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { customerVouchers, type CustomerVoucher } from '@/commerce/promotion/customer-vouchers';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ContentBlocksView } from '@/features/content/content-blocks-view';
import { RichText } from '@/features/content/rich-text';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { getDb } from '@/platform/db/database';
import { formatDate, formatMoney, formatPercent } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';
import { VoucherActions } from './voucher-actions';

export async function AccountVouchers({ shop, customerId }: { shop: ShopContext; customerId: string }) {
  const db = await getDb();
  const customer = await findCustomerById(db, shop.tenant.key, customerId);
  if (!customer) return null;
  const [t, hours, info, list] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'accountPages.vouchers' }),
    getTranslations({ locale: shop.locale, namespace: 'footer' }),
    loadVoucherInfo(shop),
    customerVouchers(db, shop, customer),
  ]);
  const money = (amount: number) => formatMoney({ amount, currency: shop.currency }, shop.locale);
  const date = (d: Date) => formatDate(d, shop.locale, shop.tenant.timeZone);
  const value = (v: CustomerVoucher) =>
    v.kind === 'percentage' ? t('percentOff', { percent: formatPercent(v.percentBp ?? 0, shop.locale) }) : v.kind === 'fixed' ? t('amountOff', { amount: money(v.amount ?? 0) }) : t('freeShipping');
  const conditions = (v: CustomerVoucher) =>
    [
      v.minimumAmount ? t('minimum', { amount: money(v.minimumAmount) }) : null,
      v.excludeReduced ? t('notReduced') : null,
      v.excludeBulky ? t('notBulky') : null,
      v.excludesCategories ? t('someCategories') : null,
      v.oncePerDay ? t('oncePerDay') : null,
    ].filter((c): c is string => c !== null);
  const labels = { customerServiceHours: hours('customerServiceHours'), orderLineHours: hours('orderLineHours'), phone: hours('phone') };
  const basketHref = buildPath('/basket', shop.locale, shop.tenant.locales);

  return (
    <ClientMessages locale={shop.locale} namespaces={['accountPages.vouchers', 'voucher.refusals']}>
      {info ? <p>
          <RichText value={info.intro} shop={shop} />
        </p> : <FormAlert>{t('contentUnavailable')}</FormAlert>}
      {list.length === 0 ? (
        <p>{info ? <RichText value={info.empty} shop={shop} /> : t('none')}</p>
      ) : (
        <ul className="grid gap-1.5 md:grid-cols-2">
          {list.map((v) => (
            <li key={v.code} className="flex flex-col gap-1 rounded border border-line p-1.5">
              <p className="flex flex-wrap items-baseline justify-between gap-1">
                <span className="text-xl font-bold">{value(v)}</span>
                <span className={`text-sm font-semibold ${v.state === 'valid' ? '' : 'text-muted'}`}>{t(`states.${v.state}`)}</span>
              </p>
              <p>
                {t('code')} <code className="rounded bg-surface px-0.5 font-mono font-semibold">{v.code}</code>
              </p>
              <p className="text-sm">
                {v.state === 'not-yet-valid'
                  ? t('validFrom', { date: date(v.validFrom) })
                  : v.validUntil
                    ? t('validUntil', { date: date(new Date(v.validUntil.getTime() - 1)) })
                    : t('noEnd')}
              </p>
              {conditions(v).length > 0 && (
                <ul className="list-disc pl-2 text-sm">
                  {conditions(v).map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              )}
              {v.state === 'valid' && <VoucherActions code={v.code} basketHref={basketHref} />}
            </li>
          ))}
        </ul>
      )}
      {info && <ContentBlocksView blocks={info.conditions} shop={shop} labels={labels} />}
    </ClientMessages>
  );
}
