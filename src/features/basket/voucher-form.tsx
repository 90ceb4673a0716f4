'use client';
// Entering and removing the basket's code. A refused code is not kept and the message says why; a kept code that
// stops applying (the basket fell below its minimum) stays, with the reason.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { Button } from '@/features/shared/forms/submit-button';
import { ErrorList } from '@/features/shared/forms/error-list';
import { Form } from '@/features/shared/forms/form';
import { TextField } from '@/features/shared/forms/text-field';
import type { BasketFieldsFragment } from '@/features/shared/client-data/generated/graphql';
import type { BasketFailureInfo } from './basket-failure';
import { basketFailureMessage } from './failure-message';
import type { BasketState } from './use-basket';

export function VoucherForm({ basket, state }: { basket: BasketFieldsFragment; state: BasketState }) {
  const t = useTranslations('voucher');
  const b = useTranslations('basket');
  const locale = useLocale() as Locale;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const voucher = basket.voucher;

  const refusalMessage = (failure: BasketFailureInfo) =>
    t.has(`refusals.${failure.code}`)
      ? t(`refusals.${failure.code}`, {
          minimum:
            failure.minimumAmount !== undefined
              ? formatMoney({ amount: failure.minimumAmount, currency: basket.total.currency }, locale)
              : '',
        })
      : basketFailureMessage(b, failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('missing'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await state.applyVoucher(code);
    setBusy(false);
    if (result.ok) setCode('');
    else {
      setError(refusalMessage(result.failure));
      input.current?.focus();
    }
  }

  async function remove() {
    setBusy(true);
    const result = await state.removeVoucher();
    setBusy(false);
    if (!result.ok) setError(refusalMessage(result.failure));
  }

  if (voucher) {
    return (
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-1">
        <h2 id={`${id}-heading`} className="font-bold">
          {t('heading')}
        </h2>
        <div role="status" className="flex flex-col gap-0.5">
          {voucher.applied ? (
            <p className="text-success">
              {t('applied', { code: voucher.code })}{' '}
              {voucher.discount.amount > 0 &&
                t('appliedDiscount', { amount: formatMoney(voucher.discount, locale) })}
            </p>
          ) : (
            <p className="text-danger">
              {t('notApplied', { code: voucher.code })}{' '}
              {refusalMessage({
                code: voucher.refusal ?? 'VOUCHER_UNKNOWN',
                minimumAmount: voucher.minimumOrderValue?.amount,
              })}
            </p>
          )}
          {basket.lines.some((l) => l.voucherExcluded) && (
            <p className="text-sm text-muted">{t('excludedLines')}</p>
          )}
        </div>
        <button
          type="button"
          onClick={remove}
          disabled={busy}
          className="min-h-6 self-start rounded px-1 font-semibold text-link underline"
        >
          {t('remove')}
          <span className="sr-only"> {voucher.code}</span>
        </button>
        <ErrorList errors={[error]} announce />
      </section>
    );
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-1" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-bold">
        {t('heading')}
      </h2>
      <TextField
        label={t('label')}
        errors={[error]}
        announceErrors
        control={{
          ref: input,
          name: 'code',
          value: code,
          onChange: setCode,
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          maxLength: 64,
        }}
        addon={
          <Button type="submit" disabled={busy} busy={busy}>
            {t('apply')}
          </Button>
        }
      />
    </Form>
  );
}
