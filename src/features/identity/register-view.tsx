'use client';
// The register page: the registration form, or, when the page was opened from the activation mail
// (#activate=…), the activation form.
import { I18nProvider } from 'react-aria-components';
import { useLocale, useTranslations } from 'next-intl';
import { ActivationForm } from './activation-form';
import { useLinkFragment } from './link-fragment';
import { RegisterForm } from './register-form';

export function RegisterView({ accountHref, checkoutHref }: { accountHref: string; checkoutHref: string }) {
  const t = useTranslations('identity');
  const locale = useLocale();
  const activation = useLinkFragment('activate');
  if (!activation.ready) return null;
  return (
    <I18nProvider locale={locale}>
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{activation.value ? t('activate.title') : t('register.title')}</h1>
        {activation.value ? (
          <ActivationForm token={activation.value} accountHref={accountHref} checkoutHref={checkoutHref} />
        ) : (
          <>
            <p className="max-w-prose">{t('register.intro')}</p>
            <RegisterForm />
          </>
        )}
      </section>
    </I18nProvider>
  );
}
