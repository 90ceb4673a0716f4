import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findCustomerById } from '@/commerce/customer/customer-store';
import { AccountFrame } from '@/features/account/account-frame';
import { pendingEmailChange } from '@/commerce/customer/change-email';
import { deletionState, type DeletionState } from '@/commerce/privacy/delete-account';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { AccountDeletion, type DeletionView } from '@/features/account/account-deletion';
import { EmailChangeForm, PasswordForm, ProfileForm } from '@/features/account/personal-data-forms';
import { formatDate, formatMoney } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';
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

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function deletionView(state: DeletionState, shop: ShopContext): DeletionView {
  if (state.status === 'none') return { status: 'none' };
  const date = formatDate(state.confirmedAt ?? state.requestedAt ?? shop.now(), shop.locale, shop.tenant.timeZone);
  if (state.status === 'requested') return { status: 'requested', date };
  const { unfinishedOrders = 0, openAmount = 0 } = state.waitingFor ?? {};
  return {
    status: 'confirmed',
    date,
    unfinishedOrders,
    openAmount: openAmount > 0 ? formatMoney({ amount: openAmount, currency: shop.tenant.currency }, shop.locale) : null,
  };
}

// /mein-konto/meine-persoenlichen-daten: salutation, names, date of birth, phone; the email address and its change;
// the password; the privacy section (download my data, delete my account).
export default async function PersonalDataPage({ params }: { params: ShopParams }) {
  const visitor = await pageCustomer(params);
  if (!visitor) return null;
  const { shop, customer } = visitor;
  const t = await getTranslations({ locale: shop.locale, namespace: 'accountPages' });
  const db = await getDb();
  const row = await findCustomerById(db, shop.tenant.key, customer.id);
  if (!row) return null;
  const [pending, deletion] = await Promise.all([
    pendingEmailChange(db, shop, customer.id),
    deletionState(db, shop, customer.id),
  ]);
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
              phone: row.phone ?? '',
            }}
          />
          <div className="flex flex-col gap-3">
            <EmailChangeForm
              current={row.email}
              pending={pending ? { email: pending.newEmail, until: formatDate(pending.expiresAt, shop.locale, shop.tenant.timeZone, dateTime) } : null}
            />
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
            <AccountDeletion initial={deletionView(deletion, shop)} newsletterHref={buildPath('/service/newsletter', shop.locale, shop.tenant.locales)} />
          </div>
        </div>
      </ClientMessages>
    </AccountFrame>
  );
}
