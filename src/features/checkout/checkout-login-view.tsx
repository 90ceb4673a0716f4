'use client';
// /kasse/registrieren: log in (email and password; customer number and date of birth behind the flag) or register.
// A recognised (soft-logged-in) customer confirms with the password. After the login the checkout page decides the
// next missing step. A registration needs the activation mail; the page says so. A new customer may also order as a
// guest (decision 0052) and choose a password after the order.
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLocale, useTranslations } from 'next-intl';
import { useIdentityModals } from '@/features/identity/identity-modals';
import { LoginForms } from '@/features/identity/login-forms';
import { RefreshOnSessionChange } from '@/features/identity/refresh-on-session-change';
import { RegisterForm } from '@/features/identity/register-form';
import { GuestForm } from './guest-form';
import { announceSessionChange } from '@/features/shared/session/browser-session';
import { navigateTo } from './navigate';

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
  const guest = useTranslations('checkout.guest');
  const modals = useIdentityModals();
  const locale = useLocale();
  const loggedIn = () => {
    announceSessionChange();
    navigateTo(continueHref);
  };

  return (
    // React Aria's date fields order their segments by the shop's locale, not the browser's.
    <I18nProvider locale={locale}>
    <div className="grid items-start gap-3 md:grid-cols-2">
      <RefreshOnSessionChange serverLevel={level} />
      {/* Login and "order as a guest" side by side on the left, the longer registration on the right. */}
      <div className="flex flex-col gap-3">
        <Panel id="checkout-login" heading={level === 'soft' ? t('confirmHeading') : t('loginHeading')}>
          {level === 'soft' && <p>{t('confirmIntro', { firstName: firstName ?? '' })}</p>}
          <LoginForms
            customerNumberLogin={customerNumberLogin}
            onLoggedIn={loggedIn}
            onForgot={(email) => modals.openForgot(email)}
          />
        </Panel>
        {level === 'anonymous' && (
          <Panel id="checkout-guest" heading={guest('heading')}>
            <p>{guest('intro')}</p>
            <GuestForm onStarted={loggedIn} />
          </Panel>
        )}
      </div>
      {level === 'anonymous' && (
        <Panel id="checkout-register" heading={t('registerHeading')}>
          <p>{t('registerIntro')}</p>
          <RegisterForm />
          <p className="text-sm text-muted">{t('activationNote')}</p>
        </Panel>
      )}
    </div>
    </I18nProvider>
  );
}

/** One of the page's ways in (log in, register, order as a guest): a framed region named by its heading. */
function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded border border-line p-2">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
