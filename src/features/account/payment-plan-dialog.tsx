'use client';
// The plan of one instalment purchase in a modal dialog (SPEC §2 "payment-plan modal"): every rate with its due
// date, amount and whether it is paid, partly paid or open.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DialogFrame } from '@/features/shell/dialog-frame';
import { Button } from '@/features/shared/forms/submit-button';
import { formatDay, formatMoney, type Money } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

export interface PlanRateView {
  dueOn: string;
  amount: number;
  open: number;
}

export function PaymentPlanDialog({ orderNumber, currency, rates }: { orderNumber: string; currency: Money['currency']; rates: PlanRateView[] }) {
  const t = useTranslations('accountPages.paymentDates');
  const dialog = useTranslations('identity.login');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('showPlan')}
          <span className="sr-only"> {t('forOrder', { orderNumber })}</span>
        </Button>
      </div>
      {open && (
        <DialogFrame title={t('planTitle', { orderNumber })} onClose={() => setOpen(false)} closeLabel={dialog('close')}>
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('planTitle', { orderNumber })}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-0.5 pr-1">{t('rateNo')}</th>
                <th scope="col" className="py-0.5 pr-1">{t('rateDue')}</th>
                <th scope="col" className="py-0.5 pr-1 text-right">{t('rateAmount')}</th>
                <th scope="col" className="py-0.5">{t('rateStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((rate, index) => (
                <tr key={rate.dueOn} className="border-b border-line">
                  <td className="py-0.5 pr-1">{index + 1}</td>
                  <td className="py-0.5 pr-1">{formatDay(rate.dueOn, locale)}</td>
                  <td className="py-0.5 pr-1 text-right tabular-nums">{money(rate.amount)}</td>
                  <td className="py-0.5">
                    {rate.open === 0 ? t('ratePaid') : rate.open < rate.amount ? t('ratePartly', { amount: money(rate.open) }) : t('rateOpen')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DialogFrame>
      )}
    </>
  );
}
