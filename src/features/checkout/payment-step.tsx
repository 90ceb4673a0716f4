'use client';
// /kasse/zahlung (and -aendern): choose how to pay. The payment pause is confirmed on its own page (/kasse/zahlpause);
// every other method is saved with PUT /api/checkout/payment. No method left → /kasse/hinweis with the reason.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import { linkOfStep, type CheckoutLinks } from './checkout-routes';
import { navigateTo } from './navigate';
import { trackBeginCheckout, trackPaymentInfo } from './checkout-analytics';
import { PaymentMethodGroup } from './payment-method-group';
import { refusalKey } from './refusal-key';
import { useCheckout } from './use-checkout';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Form } from '@/features/shared/forms/form';
import { SubmitButton } from '@/features/shared/forms/submit-button';

export function noticeHref(links: CheckoutLinks, reason: string | undefined): string {
  return `${links.notice}?reason=${encodeURIComponent(reason ?? 'CHECKOUT_NO_PAYMENT_METHOD')}`;
}

export function PaymentStep({ links, returnToReview }: { links: CheckoutLinks; returnToReview: boolean }) {
  const t = useTranslations('checkout.payment');
  const e = useTranslations('checkout.errors');
  const { data, error, mutate } = useCheckout();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const options = data?.summary.paymentOptions;
  const nothingLeft = options ? options.methods.every((m) => !m.available) : false;

  const summaryForTracking = data?.summary;
  useEffect(() => {
    if (summaryForTracking) trackBeginCheckout(summaryForTracking);
  }, [summaryForTracking]);

  useEffect(() => {
    if (options && nothingLeft) navigateTo(noticeHref(links, options.creditDecision.reason));
  }, [options, nothingLeft, links]);

  if (!data || !options || nothingLeft) {
    return (
      <p role="status" className="min-h-[320px] text-muted">
        {error ? e('loadFailed') : t('loading')}
      </p>
    );
  }
  const stored = data.state.payment;
  const storedAvailable = stored && options.methods.some((m) => m.method === stored.method && m.available);
  const current = method ?? (storedAvailable ? stored.method : null);
  const currentMonths = months ?? (stored?.method === 'instalments' ? stored.months : null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!current || sending) return;
    if (current === 'payment-pause') {
      trackPaymentInfo(data.summary, current);
      return navigateTo(links.paymentPause);
    }
    setAlert(null);
    setSending(true);
    const plan = options.methods.find((m) => m.method === 'instalments')?.instalments;
    const body =
      current === 'instalments' ? { method: current, months: currentMonths ?? plan?.defaultMonths } : { method: current };
    const answer = await callApi<{ nextStep: CheckoutStep }>('PUT', checkoutPaths.payment, body);
    if (answer.ok) {
      trackPaymentInfo(data.summary, current);
      const next = answer.body.nextStep;
      // An instalment purchase goes through the protection offer even when changing from the review.
      return navigateTo(returnToReview && next !== 'protection' ? links.review : linkOfStep(links, next));
    }
    setSending(false);
    if (answer.error === 'CHECKOUT_NO_PAYMENT_METHOD')
      return navigateTo(noticeHref(links, String(answer.details.reason ?? answer.error)));
    setAlert(e(refusalKey(answer.error)));
    // The offer may have changed (credit decision): show the methods as they are now.
    void mutate();
  };

  return (
    <Form onSubmit={submit} className="flex flex-col gap-2">
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <PaymentMethodGroup
        options={options}
        value={current}
        onChange={setMethod}
        months={currentMonths}
        onMonths={setMonths}
      />
      <div>
        <SubmitButton filled={Boolean(current)} busy={sending}>
          {current === 'payment-pause' ? t('toPause') : returnToReview ? t('saveAndReturn') : t('continue')}
        </SubmitButton>
      </div>
    </Form>
  );
}
