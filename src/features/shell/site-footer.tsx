// The footer: the phone service and its hours (decision 0028), the link groups of the footer menu (content:
// menus/footer.json), country shops, colour mode. Without the menu the legal links stay: the imprint must be reachable.
import { getTranslations } from 'next-intl/server';
import { servesRoute } from '@/commerce/tenant/served-routes';
import type { Tenant } from '@/commerce/tenant/tenants';
import { ColourModeSwitch } from '@/features/shared/colour-mode/colour-mode-switch';
import { NewsletterSheetLink } from '@/features/newsletter/newsletter-sheet-link';
import { formatPercent } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { buildPath } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';
import { escapeHtml, htmlLink } from './markup';
import { ServiceHours } from './service-hours';
import type { FooterMenu } from './shell-types';

export interface CountryShop {
  country: Tenant['country'];
  href: string;
  hrefLang: Locale;
}

/** A footer group of plain links as finished markup (markup.ts says why). */
export function footerGroupHtml(group: FooterMenu[number]): string {
  const items = group.links.map((link) => `<li>${htmlLink(link.href, link.label, 'inline-block py-0.5')}</li>`);
  return `<h2 class="mb-1 font-semibold">${escapeHtml(group.title)}</h2><ul class="flex flex-col gap-0.5">${items.join('')}</ul>`;
}

/** The links to the other country shops, each in its language, as finished markup. */
export function countryShopsHtml(heading: string, shops: Array<CountryShop & { label: string }>): string {
  const items = shops.map((shop) => `<li>${htmlLink(shop.href, shop.label, 'inline-block py-0.5', shop.hrefLang)}</li>`);
  return `<h2 class="mb-1 font-semibold">${escapeHtml(heading)}</h2><ul class="flex flex-wrap gap-x-2">${items.join('')}</ul>`;
}

export async function SiteFooter({
  tenant,
  locale,
  countryShops,
  menu,
}: {
  tenant: Tenant;
  locale: Locale;
  countryShops: CountryShop[];
  menu: FooterMenu;
}) {
  const t = await getTranslations('footer');
  const tc = await getTranslations('countries');
  const tn = await getTranslations('newsletter');
  const href = (key: RouteKey) => buildPath(key, locale, tenant.locales);
  const newsletterLink = (label: string, linkHref: string) => (
    <NewsletterSheetLink
      href={linkHref}
      label={label}
      lang={languageOf(locale)}
      locale={locale}
      labels={{ label: tn('sheet.label'), close: tn('sheet.close'), loading: tn('sheet.loading'), failed: tn('failed') }}
    />
  );
  // The menu from content; without it (file absent or broken) the legal links, which a shop must always show.
  const groups: FooterMenu =
    menu.length > 0
      ? menu
      : [
          {
            title: t('legalHeading'),
            links: (
              [
                ['/legal/imprint', t('imprint')],
                ['/legal/terms', t('terms')],
                ['/legal/privacy', t('privacy')],
                ['/legal/withdrawal', t('withdrawal')],
              ] as [RouteKey, string][]
            )
              .filter(([key]) => servesRoute(tenant.flags, key))
              .map(([key, label]) => ({ label, href: href(key) })),
          },
        ];

  return (
    <footer className="mt-6 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[1440px] gap-3 px-2 py-3 md:grid-cols-2 lg:grid-cols-5">
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className="mb-1 font-semibold">
            {t('serviceHeading')}
          </h2>
          <ServiceHours tenant={tenant} locale={locale} />
        </section>
        {groups.map((group) =>
          // A list of plain links is finished markup (markup.ts); one with the newsletter's sheet link stays React.
          group.links.some((link) => link.newsletter) ? (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="mb-1 font-semibold">{group.title}</h2>
              <ul className="flex flex-col gap-0.5">
                {group.links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    {link.newsletter ? (
                      newsletterLink(link.label, link.href)
                    ) : (
                      <a href={link.href} className="inline-block py-0.5">
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <nav key={group.title} aria-label={group.title} dangerouslySetInnerHTML={{ __html: footerGroupHtml(group) }} />
          ),
        )}
        <div className="flex flex-col gap-2">
          <ColourModeSwitch />
          {countryShops.length > 0 && (
            <nav
              aria-label={t('countryShops')}
              dangerouslySetInnerHTML={{
                __html: countryShopsHtml(
                  t('countryShops'),
                  countryShops.map((shop) => ({ ...shop, label: tc(shop.country) })),
                ),
              }}
            />
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
