'use client';
// Entering and removing the basket's code. A refused code is not kept and the message says why; a kept code that
// stops applying (the basket fell below its minimum) stays, with the reason.
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import type { BasketFieldsFragment } from '@/features/client-data/generated/graphql';
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
        {error && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {error}
          </p>
        )}
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-bold">
        {t('heading')}
      </h2>
      <label htmlFor={`${id}-code`}>{t('label')}</label>
      <div className="flex gap-1">
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-6 min-w-0 flex-1 rounded border border-ink bg-page px-1 text-ink"
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="min-h-6 rounded bg-brand px-2 font-bold text-on-brand disabled:opacity-70"
        >
          {t('apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
