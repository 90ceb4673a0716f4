// The phone service and its hours (SPEC §1, decision 0028): one component for the footer and the header's service
// flyout, reading the one tenant config, so the two can never disagree.
import { getTranslations } from 'next-intl/server';
import type { Tenant } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import { OfficeHours } from './office-hours';

export async function ServiceHours({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  const t = await getTranslations('footer');
  return (
    <div className="flex flex-col gap-1" data-service-hours="">
      <p>
        {t('phone')}: <a href={`tel:${tenant.phone.replaceAll(' ', '')}`}>{tenant.phone}</a>
      </p>
      <OfficeHours title={t('customerServiceHours')} rules={tenant.hours.customerService} locale={locale} />
      <OfficeHours title={t('orderLineHours')} rules={tenant.hours.orderLine} locale={locale} />
      <p className="text-sm text-muted">{t('timeZoneNote', { timeZone: tenant.timeZone })}</p>
    </div>
  );
}
