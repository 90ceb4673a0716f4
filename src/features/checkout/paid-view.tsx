'use client';
// /kasse/bezahlt/?attempt=…: back from the payment provider. Paid → the confirmation; still pending → ask again a
// few times (the provider's callback may arrive just after the shopper); failed or cancelled → say so, and offer to
// try again, with the same or another card or wallet (POST /api/payments/retry), or to contact the service (the order stays; it is cancelled when unpaid
// after the timeout).
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useJson } from '@/features/shared/client-data/use-client-data';
import { callApi } from '@/features/shared/client-data/api-client';
import { orderPaths } from '@/platform/routing/api-paths/order';
import type { ProviderMethod } from '@/commerce/kernel/payment-method';
import { usePaymentMethodName } from './payment-method-label';
import type { CheckoutLinks } from './checkout-routes';
import { navigateTo } from './navigate';
import { confirmationHref } from './review-step';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { RadioGroupField } from '@/features/shared/forms/radio-group-field';
import { secondaryButtonClass } from '@/features/shared/forms/field-styles';

interface AttemptView {
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  purpose: 'order' | 'paylink';
  orderNumber?: string;
  method?: string;
}

const maxPolls = 10;

export function PaidView({
  attemptId,
  links,
  methods,
}: {
  attemptId: string | null;
  links: CheckoutLinks;
  /** The provider methods this shop offers (a retry may use another one). */
  methods: ProviderMethod[];
}) {
  const methodName = usePaymentMethodName();
  const [method, setMethod] = useState<string | null>(null);
  const t = useTranslations('checkout.paid');
  const [polls, setPolls] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [retryFailed, setRetryFailed] = useState(false);
  const { data, error } = useJson<AttemptView>(attemptId ? orderPaths.attempt(attemptId) : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: (latest) => (latest?.status === 'pending' && polls < maxPolls ? 1500 : 0),
    onSuccess: () => setPolls((n) => n + 1),
  });
  const paidOrder = data?.status === 'paid' ? data.orderNumber : undefined;
  useEffect(() => {
    if (paidOrder) navigateTo(confirmationHref(links, paidOrder));
  }, [paidOrder, links]);

  if (!attemptId || error) return <FormAlert>{t('unknown')}</FormAlert>;
  if (!data || data.status === 'paid' || (data.status === 'pending' && polls < maxPolls))
    return <p role="status" className="min-h-[240px]">{t('checking')}</p>;

  const chosen = method ?? (data.method && (methods as string[]).includes(data.method) ? data.method : methods[0] ?? null);
  const retry = async () => {
    setRetrying(true);
    setRetryFailed(false);
    const answer = await callApi<{ redirectUrl: string }>('POST', orderPaths.retryPayment, {
      orderNumber: data.orderNumber,
      method: chosen,
    });
    if (answer.ok) return navigateTo(answer.body.redirectUrl);
    setRetrying(false);
    setRetryFailed(true);
  };
  return (
    <div className="flex max-w-prose flex-col gap-2">
      <FormAlert focusOnShow>
        <p>{t(data.status === 'cancelled' ? 'cancelled' : data.status === 'pending' ? 'pending' : 'failed')}</p>
        {data.orderNumber && <p>{t('orderKept', { orderNumber: data.orderNumber })}</p>}
      </FormAlert>
      {retryFailed && <FormAlert focusOnShow>{t('retryFailed')}</FormAlert>}
      {data.orderNumber && methods.length > 0 && (
        <RadioGroupField
          label={t('methodLegend')}
          value={chosen}
          onChange={setMethod}
          options={methods.map((m) => ({ value: m, label: methodName(m) }))}
        />
      )}
      <div className="flex flex-wrap items-center gap-1">
        <Button onClick={retry} disabled={retrying || !data.orderNumber || !chosen} busy={retrying}>
          {t('retry')}
        </Button>
        <a href={links.contact} className={secondaryButtonClass}>{t('contact')}</a>
      </div>
    </div>
  );
}
