'use client';
// The ways to log in: email and password, and, behind the flag, customer number and date of birth as a second tab
// (SPEC §2). The login modal and the checkout's login page show the same.
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslations } from 'next-intl';
import { CustomerNumberLoginForm } from './customer-number-login-form';
import { EmailLoginForm } from './email-login-form';

const tabClass =
  'min-h-6 flex-1 cursor-pointer border-b-2 border-line px-1 py-1 text-center font-semibold text-muted outline-none data-[selected]:border-brand data-[selected]:text-ink data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';
const panelClass = 'outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';

export function LoginForms({
  customerNumberLogin,
  onLoggedIn,
  onForgot,
}: {
  customerNumberLogin: boolean;
  onLoggedIn: (firstName: string) => void;
  onForgot: (email: string) => void;
}) {
  const t = useTranslations('identity');
  const emailForm = <EmailLoginForm onLoggedIn={onLoggedIn} onForgot={onForgot} />;
  if (!customerNumberLogin) return emailForm;
  return (
    <Tabs className="flex flex-col gap-2">
      <TabList aria-label={t('login.tabsLabel')} className="flex">
        <Tab id="email" className={tabClass}>
          {t('login.tabEmail')}
        </Tab>
        <Tab id="customer-number" className={tabClass}>
          {t('login.tabCustomerNumber')}
        </Tab>
      </TabList>
      <TabPanel id="email" className={panelClass}>
        {emailForm}
      </TabPanel>
      <TabPanel id="customer-number" className={panelClass}>
        <CustomerNumberLoginForm onLoggedIn={onLoggedIn} />
      </TabPanel>
    </Tabs>
  );
}
