'use client';
// The login modal with its two tabs (email and password; customer number and date of birth, behind the flag) and
// the forgot-password modal. Loaded on first use by identity-modals.tsx.
import { I18nProvider } from 'react-aria-components';
import { useLocale, useTranslations } from 'next-intl';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { useCustomer } from '@/features/shared/session/use-customer';
import { useToast } from '@/features/shared/toast/toast-provider';
import { rescueFocusSoon } from '@/features/shared/focus/rescue-focus';
import { ForgotPasswordForm } from './forgot-password-form';
import type { IdentityLinks, IdentityModalsApi, ModalState } from './identity-modals';
import { LoginForms } from './login-forms';
import { DialogFrame } from '@/features/shell/dialog-frame';

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
        <DialogFrame title={t('forgot.title')} onClose={api.close} closeLabel={t('login.close')}>
          <ForgotPasswordForm email={state.email} onBackToLogin={() => api.openLogin()} />
        </DialogFrame>
      </I18nProvider>
    );
  }

  const loggedIn = (firstName: string) => {
    // The button that opened the login turns into the account menu: the focus goes to the page's heading instead.
    rescueFocusSoon();
    api.close();
    toast.show({ message: t('login.welcome', { firstName }), tone: 'success' });
    announceSessionChange();
    state.onSuccess?.();
  };

  return (
    <I18nProvider locale={locale}>
      <DialogFrame title={t('login.title')} onClose={api.close} closeLabel={t('login.close')}>
        {state.confirm && customer && (
          <p>{t('login.confirmIntro', { firstName: customer.name.firstName })}</p>
        )}
        <LoginForms
          customerNumberLogin={customerNumberLogin}
          onLoggedIn={loggedIn}
          onForgot={(email) => api.openForgot(email)}
        />
        <p className="border-t border-line pt-2">
          {t('login.noAccount')}{' '}
          <a href={links.register} className="underline underline-offset-2">
            {t('login.register')}
          </a>
        </p>
      </DialogFrame>
    </I18nProvider>
  );
}
