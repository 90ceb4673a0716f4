'use client';
// The payment link page's content: the open amount with its reference, due date and expiry, a method choice and
// 'Jetzt bezahlen' (to the provider's page); or 'bereits bezahlt'; or, for any invalid link, one message.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { providerBrandNames } from '@/commerce/payment/payment-methods';
import { formatDate, formatMoney, formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { Form } from '@/features/shared/forms/form';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { callApi } from '@/features/shared/client-data/api-client';
import { orderPaths } from '@/platform/routing/api-paths/order';
import type { PaylinkViewData } from './paylink-types';

export function PaylinkView({
  view,
  token,
  navigate = (url) => window.location.assign(url),
}: {
  /** null: the link is expired, forged or another shop's. */
  view: PaylinkViewData | null;
  token: string;
  navigate?: (url: string) => void;
}) {
  const t = useTranslations('paylink');
  const p = useTranslations('payment');
  const locale = useLocale() as Locale;
  const id = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!view)
    return (
      <section aria-labelledby={`${id}-invalid`} className="flex flex-col gap-1">
        <h2 id={`${id}-invalid`} className="text-lg font-bold">
          {t('invalidHeading')}
        </h2>
        <p>{p('errors.PAYLINK_INVALID')}</p>
      </section>
    );

  const facts = (
    <dl className="flex flex-col gap-0.5">
      <div className="flex justify-between gap-2 border-b border-line pb-0.5">
        <dt>{t('reference')}</dt>
        <dd className="font-semibold">{t('referenceValue', { orderNumber: view.orderNumber })}</dd>
      </div>
      {view.dueOn && (
        <div className="flex justify-between gap-2 border-b border-line pb-0.5">
          <dt>{t('dueOn')}</dt>
          <dd>{formatDay(view.dueOn, locale)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-2 border-b border-line pb-0.5">
        <dt>{t('expiresAt')}</dt>
        <dd>{formatDate(new Date(view.expiresAt), locale)}</dd>
      </div>
      {view.status === 'open' && (
        <div className="flex justify-between gap-2 pt-0.5 text-lg font-bold">
          <dt>{t('amount')}</dt>
          <dd>{formatMoney(view.amount, locale)}</dd>
        </div>
      )}
    </dl>
  );

  if (view.status === 'paid')
    return (
      <div className="flex flex-col gap-2">
        <section
          aria-labelledby={`${id}-paid`}
          role="status"
          className="rounded border-l-4 border-success bg-surface p-1.5"
        >
          <h2 id={`${id}-paid`} className="text-lg font-bold">
            {t('paidHeading')}
          </h2>
          <p>{t('paidText')}</p>
        </section>
        {facts}
      </div>
    );

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!method) {
      setError(p('errors.PAYMENT_INVALID_INPUT'));
      errorRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await callApi<{ redirectUrl?: unknown }>('POST', orderPaths.paylinkPay, { token, method });
    if (answer.ok && typeof answer.body.redirectUrl === 'string') {
      navigate(answer.body.redirectUrl);
      return;
    }
    setBusy(false);
    const code = answer.ok ? 'UNKNOWN' : answer.error;
    setError(p.has(`errors.${code}`) ? p(`errors.${code}` as 'errors.generic') : p('errors.generic'));
    errorRef.current?.focus();
  }

  return (
    <Form onSubmit={pay} className="flex flex-col gap-2">
      <p>{t('intro')}</p>
      {facts}
      <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 font-semibold">{t('methodLegend')}</legend>
        {view.methods.map((m) => (
          <label
            key={m}
            className="flex min-h-6 cursor-pointer items-center gap-1.5 rounded border border-line bg-page p-1.5 has-[:checked]:border-2 has-[:checked]:border-brand"
          >
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
              className="size-2.5 accent-brand"
            />
            <span className="font-semibold">{providerBrandNames[m]}</span>
          </label>
        ))}
      </fieldset>
      <p id={`${id}-error`} ref={errorRef} tabIndex={-1} role="alert" className="text-danger empty:hidden">
        {error ?? ''}
      </p>
      {/* Enabled without a method: pressing it says which choice is missing (the list has no empty field to fill). */}
      <SubmitButton busy={busy} className="w-full sm:w-auto">
        {busy ? t('redirecting') : t('pay')}
      </SubmitButton>
    </Form>
  );
}
