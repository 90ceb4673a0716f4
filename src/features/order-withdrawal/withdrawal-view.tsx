'use client';
// The withdrawal function (§ 356a BGB), opened from the order confirmation mail without logging in: the link's token
// (in the URL fragment, so never in a server log) shows the order; 'Vertrag widerrufen' asks once more; the
// confirmation records the withdrawal and the shop sends an acknowledgement mail.
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderLineView } from '@/commerce/order/order-view';
import { callApi } from '@/features/shared/client-data/api-client';
import { orderPaths } from '@/platform/routing/api-paths/order';
import { useLinkFragment } from '@/features/identity/link-fragment';
import { formatDate, formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { Button } from '@/features/shared/forms/submit-button';
import { FormAlert } from '@/features/shared/forms/form-alert';

interface WithdrawalOrder {
  orderNumber: string;
  placedAt: string;
  lines: OrderLineView[];
  withdrawable: boolean;
  withdrawnAt: string | null;
}

type View =
  | { kind: 'loading' }
  | { kind: 'error'; code: string }
  | { kind: 'order'; order: WithdrawalOrder; confirming: boolean; sending: boolean; failure: string | null }
  | { kind: 'done'; order: WithdrawalOrder; at: string };

export function WithdrawalView({ timeZone }: { timeZone: string }) {
  const t = useTranslations('orders.withdrawal');
  const e = useTranslations('orders.errors');
  const locale = useLocale() as Locale;
  const token = useLinkFragment('token');
  const [loaded, setView] = useState<View>({ kind: 'loading' });
  // A link without a token is invalid before anything is asked.
  const view: View = token.ready && !token.value ? { kind: 'error', code: 'WITHDRAWAL_LINK_INVALID' } : loaded;
  const focusTarget = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!token.ready || !token.value) return;
    let live = true;
    void callApi<WithdrawalOrder>('GET', `${orderPaths.withdrawal}?token=${encodeURIComponent(token.value)}`).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setView({ kind: 'error', code: answer.error });
      const order = answer.body;
      setView(
        order.withdrawnAt
          ? { kind: 'done', order, at: order.withdrawnAt }
          : { kind: 'order', order, confirming: false, sending: false, failure: null },
      );
    });
    return () => {
      live = false;
    };
  }, [token.ready, token.value]);

  // Each new step moves the focus to its question or message (the alerts focus themselves), so a screen reader
  // reads what changed.
  const step = view.kind === 'order' ? (view.confirming ? 'confirm' : 'order') : view.kind;
  useEffect(() => {
    if (step === 'confirm') focusTarget.current?.focus();
  }, [step]);

  const errorText = (code: string) =>
    e.has(code as 'WITHDRAWAL_LINK_INVALID') ? e(code as 'WITHDRAWAL_LINK_INVALID') : e('WITHDRAWAL_LINK_INVALID');

  async function confirm(order: WithdrawalOrder) {
    setView({ kind: 'order', order, confirming: true, sending: true, failure: null });
    const answer = await callApi<{ withdrawn: true; at: string }>('POST', orderPaths.withdrawal, {
      token: token.value,
      confirm: true,
    });
    if (answer.ok) return setView({ kind: 'done', order, at: answer.body.at });
    setView({ kind: 'order', order, confirming: true, sending: false, failure: errorText(answer.error) });
  }

  if (view.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (view.kind === 'error')
    return (
      <FormAlert focusOnShow>{errorText(view.code)}</FormAlert>
    );

  const { order } = view;
  const summary = (
    <section aria-labelledby="withdrawal-order" className="flex flex-col gap-1 rounded border border-line p-2">
      <h2 id="withdrawal-order" className="text-lg font-bold">
        {t('order', { orderNumber: order.orderNumber, date: formatDate(new Date(order.placedAt), locale, timeZone) })}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {order.lines.map((line) => (
          <li key={line.lineNo} className="flex flex-wrap justify-between gap-1">
            <span>
              {line.quantity} × {line.name}
              {line.variantLabel && <span className="text-muted"> ({line.variantLabel})</span>}
            </span>
            <span>{formatMoney(line.total, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );

  if (view.kind === 'done') {
    const at = new Date(view.at);
    return (
      <div className="flex flex-col gap-2">
        <FormAlert tone="success" focusOnShow>
          {t('done', {
            date: formatDate(at, locale, timeZone, { dateStyle: 'long' }),
            time: formatDate(at, locale, timeZone, { dateStyle: undefined, timeStyle: 'short' }),
          })}
        </FormAlert>
        {summary}
      </div>
    );
  }

  if (!order.withdrawable)
    return (
      <div className="flex flex-col gap-2">
        <p className="rounded border-l-4 border-danger bg-surface p-1.5">{t('notWithdrawable')}</p>
        {summary}
      </div>
    );

  return (
    <div className="flex flex-col gap-2">
      <p>{t('intro')}</p>
      {summary}
      {view.confirming ? (
        <section aria-labelledby="withdrawal-confirm" className="flex flex-col gap-1.5">
          <h2 id="withdrawal-confirm" ref={focusTarget as React.RefObject<HTMLHeadingElement>} tabIndex={-1} className="text-lg font-bold">
            {t('confirmQuestion')}
          </h2>
          {view.failure && <FormAlert>{view.failure}</FormAlert>}
          <div className="flex flex-wrap gap-1">
            <Button disabled={view.sending} busy={view.sending} onClick={() => void confirm(order)}>
              {t('confirmButton')}
            </Button>
            <Button
              variant="secondary"
              disabled={view.sending}
              onClick={() => setView({ ...view, confirming: false, failure: null })}
            >
              {t('back')}
            </Button>
          </div>
        </section>
      ) : (
        <div>
          <Button onClick={() => setView({ ...view, confirming: true })}>
            {t('button')}
          </Button>
        </div>
      )}
    </div>
  );
}
