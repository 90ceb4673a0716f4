'use client';
// The payment methods as one radio group: each with its details when chosen (due date, instalment plan, pause
// surcharge, hosted payment page); a method the credit check or the amount rules out stays visible, disabled, with
// the reason, so the shopper knows why it cannot be chosen.
import { useLocale, useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';
import { paymentRefusals } from '@/commerce/checkout/errors';
import { formatMoney, formatPercent, formatDay } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import type { PaymentMethodView, PaymentOptionsView } from './checkout-view-types';
import { InstalmentChoice } from './instalment-choice';
import { usePaymentMethodName } from './payment-method-label';
import { paymentMarks } from './payment-marks';
import { RadioGroupField } from '@/features/shared/forms/radio-group-field';

const refusalKeys = new Set<string>(paymentRefusals);

export function PaymentMethodGroup({
  options,
  value,
  onChange,
  months,
  onMonths,
}: {
  options: PaymentOptionsView;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  months: number | null;
  onMonths: (months: number) => void;
}) {
  const t = useTranslations('checkout.payment');
  const name = usePaymentMethodName();
  const selected = options.methods.find((m) => m.method === value && m.available);
  const reason = (m: PaymentMethodView) =>
    t(`refusals.${m.refusal && refusalKeys.has(m.refusal) ? m.refusal : 'UNAVAILABLE'}`);
  return (
    <div className="flex flex-col gap-1">
      {!options.creditDecision.approved && (
        <p className="rounded border-l-4 border-brand bg-surface p-1.5 text-sm">{t('creditDeclinedNote')}</p>
      )}
      <RadioGroupField
        label={t('legend')}
        value={value}
        onChange={(method) => onChange(method as PaymentMethod)}
        isRequired
        options={options.methods.map((m) => ({
          value: m.method,
          disabled: !m.available,
          label: (
            <span className="inline-flex items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a 48 × 30 inline SVG badge, nothing to optimise */}
              <img src={paymentMarks[m.method]} alt="" width={48} height={30} className="shrink-0" />
              {name(m.method)}
            </span>
          ),
          details: !m.available ? <span className="text-muted">{reason(m)}</span> : null,
        }))}
      />
      {/* The chosen method's details sit after the group: the instalment duration is a radio group of its own and
          must not nest inside a card's label. */}
      {selected && (
        <section aria-label={t('detailsLabel', { method: name(selected.method) })} className="rounded border border-line bg-surface p-1.5">
          <MethodDetails view={selected} months={months} onMonths={onMonths} />
        </section>
      )}
    </div>
  );
}

function MethodDetails({
  view,
  months,
  onMonths,
}: {
  view: PaymentMethodView;
  months: number | null;
  onMonths: (months: number) => void;
}) {
  const t = useTranslations('checkout.payment');
  const locale = useLocale() as Locale;
  switch (view.method) {
    case 'invoice':
      return <p>{t('details.invoice')}</p>;
    case 'instalments':
      return view.instalments ? (
        <InstalmentChoice
          quote={view.instalments}
          months={months ?? view.instalments.defaultMonths}
          onMonths={onMonths}
        />
      ) : (
        <p>{t('details.instalments')}</p>
      );
    case 'payment-pause':
      return (
        <p>
          {view.pause
            ? t('details.pause', {
                rate: formatPercent(view.pause.surchargeRateBp, locale),
                surcharge: formatMoney(view.pause.surcharge, locale),
                dueOn: formatDay(view.pause.dueOn, locale),
              })
            : t('details.pauseShort')}
        </p>
      );
    default:
      return (
        <>
          <p>{t(`details.about.${aboutKey(view.method)}`)}</p>
          <p className="text-sm text-muted">{t('details.provider')}</p>
        </>
      );
  }
}

/** What each provider method is, in a sentence: cards share one. */
function aboutKey(method: PaymentMethodView['method']): 'paypal' | 'card' | 'clickToPay' | 'ideal' | 'eps' | 'twint' | 'postfinance' {
  switch (method) {
    case 'paypal':
    case 'ideal':
    case 'eps':
    case 'twint':
    case 'postfinance':
      return method;
    case 'click-to-pay':
      return 'clickToPay';
    default:
      return 'card';
  }
}
