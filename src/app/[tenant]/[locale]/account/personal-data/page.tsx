import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { AccountFrame } from '@/features/account/account-frame';
import { PasswordForm, ProfileForm } from '@/features/account/personal-data-forms';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageCustomer } from '@/features/shared/page/page-visitor';
import { getDb } from '@/platform/db/database';
import { secondaryButtonClass } from '@/features/shared/forms/field-styles';
import { accountPaths } from '@/platform/routing/api-paths/account';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages.nav' });
  return { title: t('personalData'), robots: { index: false } };
}

// /mein-konto/meine-persoenlichen-daten: salutation, names, date of birth; the email address; the password.
export default async function PersonalDataPage({ params }: { params: ShopParams }) {
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages' });
  const row = await findCustomerById(await getDb(), shop.tenant.key, customer.id);
  if (!row) return null;
  return (
    <AccountFrame shop={shop} current="/account/personal-data" title={t('nav.personalData')}>
      <ClientMessages locale={shop.locale} namespaces={['accountPages', 'identity', 'forms']}>
        <div className="grid gap-3 lg:grid-cols-2">
          <ProfileForm
            initial={{
              salutation: row.salutation,
              firstName: row.firstName,
              lastName: row.lastName,
              dateOfBirth: row.dateOfBirth ?? '',
            }}
          />
          <div className="flex flex-col gap-3">
            <section aria-labelledby="email-heading" className="flex flex-col gap-1">
              <h2 id="email-heading" className="text-xl font-bold">
                {t('personal.emailHeading')}
              </h2>
              <p className="break-all">{row.email}</p>
              <p className="text-sm">{t('personal.emailNote')}</p>
            </section>
            <PasswordForm />
            <section aria-labelledby="privacy-heading" className="flex flex-col gap-1">
              <h2 id="privacy-heading" className="text-xl font-bold">
                {t('privacy.heading')}
              </h2>
              <p className="text-sm">{t('privacy.text')}</p>
              <a href={accountPaths.dataExport} download className={`${secondaryButtonClass} self-start`}>
                {t('privacy.download')}
              </a>
            </section>
          </div>
        </div>
      </ClientMessages>
    </AccountFrame>
  );
}
