'use client';
// The login modal with its two tabs (email and password; customer number and date of birth, behind the flag) and
// the forgot-password modal. Loaded on first use by identity-modals.tsx.
import { I18nProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocale, useTranslations } from 'next-intl';
import { announceSessionChange } from '@/features/session/browser-session';
import { useCustomer } from '@/features/session/use-customer';
import { useToast } from '@/features/toast/toast-provider';
import { CustomerNumberLoginForm } from './customer-number-login-form';
import { EmailLoginForm } from './email-login-form';
import { ForgotPasswordForm } from './forgot-password-form';
import type { IdentityLinks, IdentityModalsApi, ModalState } from './identity-modals';
import { ModalFrame } from './modal-frame';

const tabClass =
  'min-h-[44px] flex-1 cursor-pointer border-b-2 border-line px-1 py-1 text-center font-semibold text-muted outline-none data-[selected]:border-brand data-[selected]:text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';

export default function IdentityDialogs({
  state,
  api,
  customerNumberLogin,
  links,
}: {
  state: NonNullable<ModalState>;
  api: IdentityModalsApi;
  customerNumberLogin: boolean;
  links: IdentityLinks;
}) {
  const t = useTranslations('identity');
  const locale = useLocale();
  const toast = useToast();
  const customer = useCustomer();

  if (state.kind === 'forgot') {
    return (
      <I18nProvider locale={locale}>
        <ModalFrame title={t('forgot.title')} onClose={api.close}>
          <ForgotPasswordForm email={state.email} onBackToLogin={() => api.openLogin()} />
        </ModalFrame>
      </I18nProvider>
    );
  }

  const loggedIn = (firstName: string) => {
    api.close();
    toast.show({ message: t('login.welcome', { firstName }), tone: 'success' });
    announceSessionChange();
    state.onSuccess?.();
  };
  const emailForm = <EmailLoginForm onLoggedIn={loggedIn} onForgot={(email) => api.openForgot(email)} />;

  return (
    <I18nProvider locale={locale}>
      <ModalFrame title={t('login.title')} onClose={api.close}>
        {state.confirm && customer && (
          <p>{t('login.confirmIntro', { firstName: customer.name.firstName })}</p>
        )}
        {customerNumberLogin ? (
          <Tabs className="flex flex-col gap-2">
            <TabList aria-label={t('login.tabsLabel')} className="flex">
              <Tab id="email" className={tabClass}>
                {t('login.tabEmail')}
              </Tab>
              <Tab id="customer-number" className={tabClass}>
                {t('login.tabCustomerNumber')}
              </Tab>
            </TabList>
            <TabPanel
              id="email"
              className="outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
            >
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
        <p className="border-t border-line pt-2">
          {t('login.noAccount')}{' '}
          <a href={links.register} className="underline underline-offset-2">
            {t('login.register')}
          </a>
        </p>
      </ModalFrame>
    </I18nProvider>
  );
}
