// The root layout of pages without the shop's shell (no header, no footer, no banners): a service-layer snippet for
// an app's web view or an overlay (SPEC §2; decision 0028). A route group beside src/app/[tenant]/[locale], so the
// shop's layout stays as it is; theme, colour mode and language are the shop's.
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { colourModeScript } from '@/features/shared/colour-mode/colour-mode';
import { HydrationMark } from '@/features/shared/lazy/hydration-mark';
import { pageShop } from '@/features/shared/page/page-shop';
import { themes } from '@/features/shared/theme/themes';
import { messagesFor } from '@/platform/i18n/messages';
import '../../../globals.css';

interface Props {
  children: ReactNode;
  params: Promise<{ tenant: string; locale: string }>;
}

/** Rendered on first request, then served from the cache (nothing is built at `next build`). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'meta' });
  return {
    title: { default: shop.tenant.brand, template: t('titleTemplate', { brand: shop.tenant.brand }) },
    // Not a page for browsing: nothing links it, and search engines should not list it.
    robots: { index: false, follow: false },
  };
}

export async function generateViewport({ params }: Pick<Props, 'params'>): Promise<Viewport> {
  const shop = await pageShop(params);
  return { themeColor: themes[shop.tenant.theme].primary, width: 'device-width', initialScale: 1 };
}

export default async function BareLayout({ children, params }: Props) {
  const shop = await pageShop(params);
  const { tenant, locale } = shop;
  const messages = messagesFor(locale);
  return (
    <html
      lang={locale}
      data-tenant={tenant.key}
      data-theme={tenant.theme}
      data-bp={themes[tenant.theme].breakpointSet}
      suppressHydrationWarning
    >
      <head>
        <script id="colour-mode" dangerouslySetInnerHTML={{ __html: colourModeScript }} />
      </head>
      <body className="bg-page text-ink antialiased">
        {/* Only the error boundary's texts go to the browser. */}
        <NextIntlClientProvider locale={locale} messages={{ errors: messages.errors, serviceLayer: messages.serviceLayer }}>
          <HydrationMark />
          <main id="main" className="mx-auto w-full max-w-[72rem] p-2">
            {children}
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
