// The footer: the phone service and its hours (decision 0028), legal and shopping links, country shops, colour mode.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { servesRoute } from '@/commerce/tenant/served-routes';
import type { Tenant } from '@/commerce/tenant/tenants';
import { ColourModeSwitch } from '@/features/shared/colour-mode/colour-mode-switch';
import { NewsletterSheetLink } from '@/features/newsletter/newsletter-sheet-link';
import { formatPercent } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { buildPath } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';
import { ServiceHours } from './service-hours';

export interface CountryShop {
  country: Tenant['country'];
  href: string;
  hrefLang: Locale;
}

export async function SiteFooter({
  tenant,
  locale,
  countryShops,
}: {
  tenant: Tenant;
  locale: Locale;
  countryShops: CountryShop[];
}) {
  const t = await getTranslations('footer');
  const tc = await getTranslations('countries');
  const tn = await getTranslations('newsletter');
  const href = (key: RouteKey) => buildPath(key, locale, tenant.locales);
  const group = (heading: string, links: [RouteKey, string][], extra?: ReactNode) => (
    <nav aria-label={heading}>
      <h2 className="mb-1 font-semibold">{heading}</h2>
      <ul className="flex flex-col gap-0.5">
        {links
          .filter(([key]) => servesRoute(tenant.flags, key))
          .map(([key, label]) => (
            <li key={key}>
              <a href={href(key)} className="inline-block py-0.5">
                {label}
              </a>
            </li>
          ))}
        {extra && <li>{extra}</li>}
      </ul>
    </nav>
  );

  return (
    <footer className="mt-6 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[1440px] gap-3 px-2 py-3 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className="mb-1 font-semibold">
            {t('serviceHeading')}
          </h2>
          <ServiceHours tenant={tenant} locale={locale} />
        </section>
        {group(
          t('infoHeading'),
          [
            ['/service', t('service')],
            ['/service/contact', t('contact')],
            ['/legal/shipping', t('shipping')],
            ['/legal/payment', t('payment')],
          ],
          <NewsletterSheetLink
            href={href('/service/newsletter/subscribe')}
            label={tn('footerLink')}
            lang={languageOf(locale)}
            locale={locale}
            labels={{
              label: tn('sheet.label'),
              close: tn('sheet.close'),
              loading: tn('sheet.loading'),
              failed: tn('failed'),
            }}
          />,
        )}
        {group(t('legalHeading'), [
          ['/legal/imprint', t('imprint')],
          ['/legal/terms', t('terms')],
          ['/legal/privacy', t('privacy')],
          ['/legal/withdrawal', t('withdrawal')],
        ])}
        <div className="flex flex-col gap-2">
          <ColourModeSwitch />
          {countryShops.length > 0 && (
            <nav aria-label={t('countryShops')}>
              <h2 className="mb-1 font-semibold">{t('countryShops')}</h2>
              <ul className="flex flex-wrap gap-x-2">
                {countryShops.map((shop) => (
                  <li key={shop.href}>
                    <a href={shop.href} hrefLang={shop.hrefLang} className="inline-block py-0.5">
                      {tc(shop.country)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <div className="border-t border-line px-2 py-2 text-center text-sm text-muted">
        <p>{t('vatNote', { vat: formatPercent(tenant.vatRateBp, locale) })}</p>
        <p>{t('copyright', { year: new Date().getFullYear(), legalName: tenant.legalName })}</p>
      </div>
    </footer>
  );
}
