import { getLocale, getTranslations } from 'next-intl/server';
import { tenantOfLocale } from '@/commerce/tenant/tenants';
import { NotFoundView } from '@/features/shared/errors/not-found-view';
import { defaultLocale, isLocale } from '@/platform/i18n/locales';
import { buildPath } from '@/platform/routing/router';

export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations('errors');
  const tenant = tenantOfLocale(locale);
  return (
    <NotFoundView
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      home={{ href: buildPath('/', locale, tenant.locales), label: t('toHome') }}
      service={{ href: buildPath('/service', locale, tenant.locales), label: t('toService') }}
    />
  );
}
