import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contactPrefill, type ContactPrefill } from '@/commerce/contact/contact-prefill';
import { contactSubjects, subjectRules, type ContactSubject } from '@/commerce/contact/contact-subjects';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { servesRoute } from '@/commerce/tenant/served-routes';
import { ContactForm } from '@/features/contact/contact-form';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageVisitor } from '@/features/shared/page/page-visitor';
import { getDb } from '@/platform/db/database';
import { buildPath } from '@/platform/routing/router';

// A logged-in customer finds their data filled in: the page reads the session, so it is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'contact' });
  return { title: t('title'), description: t('intro'), referrer: 'same-origin' };
}

// /service-hilfe/kontakt, /aide-service/contact, /klantenservice/contact: the contact form (SPEC §3, §5).
export default async function ContactPage({ params }: { params: ShopParams }) {
  const { shop, current } = await pageVisitor(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'contact' });
  const prefill: ContactPrefill | null =
    current.level === 'full' ? await contactPrefill(await getDb(), shop, current.customer.id) : null;
  const path = (key: Parameters<typeof buildPath>[0]) => buildPath(key, shop.locale, shop.tenant.locales);
  const answerLinks: Partial<Record<ContactSubject, string>> = {};
  for (const subject of contactSubjects) {
    const target = subjectRules[subject].answerLink;
    if (target && servesRoute(shop.tenant.flags, target)) answerLinks[subject] = path(target);
  }
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="max-w-prose">{t('intro')}</p>
      <ClientMessages locale={shop.locale} namespaces={['contact', 'checkout.validation', 'forms']}>
        <ContactForm
          country={shop.tenant.country as CountryCode}
          defaults={prefill ?? {}}
          answerLinks={answerLinks}
          privacyHref={path('/legal/privacy')}
          homeHref={path('/')}
        />
      </ClientMessages>
    </section>
  );
}
