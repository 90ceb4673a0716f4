import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { colourModeScript } from '@/features/shared/colour-mode/colour-mode';
import { BasketHeaderLink } from '@/features/basket/basket-header-link';
import { WishlistHeaderLink } from '@/features/wishlist/wishlist-header-link';
import { LiveData } from '@/features/shell/live-data';
import { ConsentBanner, ConsentSettingsButton } from '@/features/shared/consent/consent-banner';
import { consentStateScript } from '@/features/shared/consent/consent-state-script';
import { AccountEntry } from '@/features/identity/account-entry';
import { accountNavLinks } from '@/features/account/account-frame';
import { IdentityRoot } from '@/features/identity/identity-root';
import { WishlistProvider } from '@/features/wishlist/wishlist-provider';
import { WebVitalsReporter } from '@/features/shared/telemetry/web-vitals-reporter';
import { HydrationMark } from '@/features/shared/lazy/hydration-mark';
import { ThirdPartyEntry } from '@/features/shared/third-party/third-party-entry';
import { thirdPartyScripts } from '@/commerce/tenant/third-party';
import { loadShellData } from '@/features/shell/load-shell-data';
import { pickMessages, type ClientNamespace } from '@/features/shared/page/client-messages';
import { pageShop } from '@/features/shared/page/page-shop';
import { LanguageSwitch } from '@/features/shell/language-switch';
import { MainNav } from '@/features/shell/main-nav';
import { SearchForm } from '@/features/shell/search-form';
import { ServiceFlyout } from '@/features/shell/service-flyout';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { SimulatedPaymentsBanner } from '@/features/shell/simulated-payments-banner';
import { PreviewBanner } from '@/features/shell/preview-banner';
import { paymentTestMode } from '@/commerce/payment/payment-providers';
import { UspBar } from '@/features/shell/usp-bar';
import { LazyVisitorLayers } from '@/features/visitor-layers/lazy-visitor-layers';
import { visitorLayersProps } from '@/features/visitor-layers/visitor-layers-props';
import { themes } from '@/features/shared/theme/themes';
import { ToastProvider } from '@/features/shared/toast/toast-provider';
import { env } from '@/platform/config/env';
import { messagesFor } from '@/platform/i18n/messages';
import { scriptAfterPaintMeta } from '@/platform/http/scripts-after-first-paint';
import { buildPath } from '@/platform/routing/router';
import '../../globals.css';

interface Props {
  children: ReactNode;
  params: Promise<{ tenant: string; locale: string }>;
}

/** Pages render on first request and are then served from the cache (nothing is built at `next build`). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'meta' });
  return {
    title: {
      default: t('homeTitle', { brand: shop.tenant.brand }),
      template: t('titleTemplate', { brand: shop.tenant.brand }),
    },
    description: t('homeDescription', { brand: shop.tenant.brand }),
    applicationName: shop.tenant.brand,
  };
}

export async function generateViewport({ params }: Pick<Props, 'params'>): Promise<Viewport> {
  const shop = await pageShop(params);
  return { themeColor: themes[shop.tenant.theme].primary, width: 'device-width', initialScale: 1 };
}

/**
 * Only what client components on every page read goes to the browser; a page adds its own (ClientMessages). The
 * identity texts of the registration, activation and password-reset forms come with the pages that show them
 * (register, password reset, checkout, personal data); the login and forgot-password dialogs, which any page opens,
 * keep theirs here.
 */
const clientNamespaces: ClientNamespace[] = [
  'shell', 'toast', 'colourMode', 'errors', 'forms', 'consent', 'search', 'wishlist', 'visitorLayers',
  'identity.entry', 'identity.logout', 'identity.loggedOut', 'identity.login', 'identity.forgot',
  'identity.reset.failed', 'identity.errors', 'identity.validation',
  // The header's basket entry shows the layer (with its recommendations) and add failures on every page.
  'basket.client', 'basket.errors', 'recommendations',
];

export default async function ShopLayout({ children, params }: Props) {
  const shop = await pageShop(params);
  const { tenant, locale } = shop;
  const t = await getTranslations('shell');
  const tPayment = await getTranslations('payment.simulated');
  const clientMessages = pickMessages(messagesFor(locale), clientNamespaces);
  const shell = await loadShellData(shop);
  const href = (key: Parameters<typeof buildPath>[0]) => buildPath(key, locale, tenant.locales);
  // The account pages for the header's account menu: the same list as the account's side navigation.
  const accountMenu = (await accountNavLinks(shop)).map(({ href, label }) => ({ href, label }));
  const tAccount = await getTranslations({ locale, namespace: 'accountPages.nav' });
  const scripts = thirdPartyScripts(tenant, env());

  return (
    <html
      lang={locale}
      data-tenant={tenant.key}
      data-theme={tenant.theme}
      data-bp={themes[tenant.theme].breakpointSet}
      suppressHydrationWarning
    >
      <head>
        {/* A plain inline script, not next/script: it runs before the first paint either way, and next/script's
            loader would add 1.5 kB of JavaScript to every page (decision 0005). */}
        <script id="colour-mode" dangerouslySetInnerHTML={{ __html: colourModeScript }} />
        <script id="consent-state" dangerouslySetInnerHTML={{ __html: consentStateScript }} />
        {/* Speed kit: one async script in the head, never blocking, without consent (it handles no personal data,
            decision 0035) — named here and added by the start script's loader at the first paint with the page's own
            chunks, so it does not compete with the first paint's document, stylesheet and pictures (decision 0074). */}
        {scripts.speedKit && (
          <meta name={scriptAfterPaintMeta} content={scripts.speedKit.src} data-crossorigin="anonymous" data-third-party="speedKit" />
        )}
      </head>
      <body className="min-h-screen bg-page text-ink antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <ToastProvider>
            <IdentityRoot
              customerNumberLogin={tenant.flags.customerNumberLogin}
              links={{ account: href('/account'), register: href('/register') }}
            >
            <WishlistProvider>
            <WebVitalsReporter pageType="shop" />
            <HydrationMark />
            <LiveData gatewayUrl={env().GATEWAY_URL} />
            <ThirdPartyEntry scripts={{ tagManager: scripts.tagManager, loyalty: scripts.loyalty }} />
            <a
              href="#main"
              className="sr-only z-50 rounded bg-brand px-2 py-1 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:left-1 focus:top-1"
            >
              {t('skipLink')}
            </a>
            <ConsentBanner privacyHref={href('/legal/privacy')} />
            <PreviewBanner />
            {paymentTestMode(tenant.key) && (
              <SimulatedPaymentsBanner label={tPayment('label')} text={tPayment('text')} />
            )}
            <SiteHeader
              brand={tenant.brand}
              homeHref={href('/')}
              homeLabel={t('homeLink')}
              search={<SearchForm action={href('/search')} />}
              service={<ServiceFlyout menu={shell.serviceMenu} tenant={tenant} locale={locale} />}
              languageSwitch={
                tenant.locales.length > 1 ? (
                  <LanguageSwitch locales={tenant.locales} current={locale} />
                ) : null
              }
              account={<AccountEntry accountHref={href('/account')} menu={accountMenu} menuLabel={tAccount('menu')} />}
              basket={<BasketHeaderLink href={href('/basket')} label={t('basket')} gatewayUrl={env().GATEWAY_URL} />}
              wishlist={<WishlistHeaderLink href={href('/wishlist')} label={t('wishlist')} />}
            />
            <MainNav label={t('mainNav')} entries={shell.navigation} subMenuLabel={(label) => t('subMenu', { label })} />
            <UspBar label={t('uspBar')} entries={shell.usp} />
            <main
              id="main"
              tabIndex={-1}
              className="mx-auto w-full max-w-[1440px] px-2 py-3 focus:outline-none"
            >
              {children}
            </main>
            <SiteFooter tenant={tenant} locale={locale} countryShops={shell.countryShops} menu={shell.footerMenu} />
            <ConsentSettingsButton />
            <LazyVisitorLayers {...visitorLayersProps(shop, shell.countryShops)} />
            </WishlistProvider>
            </IdentityRoot>
          </ToastProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
