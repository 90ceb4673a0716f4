'use client';
// /kasse/registrieren: log in (email and password; customer number and date of birth behind the flag) or register.
// A recognised (soft-logged-in) customer confirms with the password. After the login the checkout page decides the
// next missing step. A registration needs the activation mail; the page says so.
import { I18nProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocale, useTranslations } from 'next-intl';
import { CustomerNumberLoginForm } from '@/features/identity/customer-number-login-form';
import { EmailLoginForm } from '@/features/identity/email-login-form';
import { useIdentityModals } from '@/features/identity/identity-modals';
import { RefreshOnSessionChange } from '@/features/identity/refresh-on-session-change';
import { RegisterForm } from '@/features/identity/register-form';
import { announceSessionChange } from '@/features/session/browser-session';
import { navigateTo } from './navigate';

const tabClass =
  'min-h-6 flex-1 cursor-pointer border-b-2 border-line px-1 py-1 text-center font-semibold text-muted outline-none data-[selected]:border-brand data-[selected]:text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';

export function CheckoutLoginView({
  level,
  firstName,
  customerNumberLogin,
  continueHref,
}: {
  level: 'anonymous' | 'soft';
  firstName?: string;
  customerNumberLogin: boolean;
  /** The checkout; its guard sends the shopper on to the step that is missing. */
  continueHref: string;
}) {
  const t = useTranslations('checkout.register');
  const i = useTranslations('identity');
  const modals = useIdentityModals();
  const locale = useLocale();
  const loggedIn = () => {
    announceSessionChange();
    navigateTo(continueHref);
  };
  const emailForm = <EmailLoginForm onLoggedIn={loggedIn} onForgot={(email) => modals.openForgot(email)} />;

  return (
    // React Aria's date fields order their segments by the shop's locale, not the browser's.
    <I18nProvider locale={locale}>
    <div className="grid items-start gap-3 md:grid-cols-2">
      <RefreshOnSessionChange serverLevel={level} />
      <section aria-labelledby="checkout-login" className="flex flex-col gap-2 rounded border border-line p-2">
        <h2 id="checkout-login" className="text-xl font-bold">
          {level === 'soft' ? t('confirmHeading') : t('loginHeading')}
        </h2>
        {level === 'soft' && <p>{t('confirmIntro', { firstName: firstName ?? '' })}</p>}
        {customerNumberLogin ? (
          <Tabs className="flex flex-col gap-2">
            <TabList aria-label={i('login.tabsLabel')} className="flex">
              <Tab id="email" className={tabClass}>
                {i('login.tabEmail')}
              </Tab>
              <Tab id="customer-number" className={tabClass}>
                {i('login.tabCustomerNumber')}
              </Tab>
            </TabList>
            <TabPanel id="email" className="outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus">
              {emailForm}
            </TabPanel>
            <TabPanel
              id="customer-number"
              className="outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
            >
              <CustomerNumberLoginForm onLoggedIn={loggedIn} />
            </TabPanel>
          </Tabs>
        ) : (
          emailForm
        )}
      </section>
      {level === 'anonymous' && (
        <section aria-labelledby="checkout-register" className="flex flex-col gap-2 rounded border border-line p-2">
          <h2 id="checkout-register" className="text-xl font-bold">
            {t('registerHeading')}
          </h2>
          <p>{t('registerIntro')}</p>
          <RegisterForm />
          <p className="text-sm text-muted">{t('activationNote')}</p>
        </section>
      )}
    </div>
    </I18nProvider>
  );
}
