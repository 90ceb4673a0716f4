'use client';
// Registering a return on the order page: a quantity per line (up to what may still go back), a reason, then the
// return number and its slip. A refusal keeps the choice; the page's list of returns follows (router.refresh).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { returnReasons, type ReturnReason } from '@/commerce/returns/return-reasons';
import { callApi } from '@/features/shared/client-data/api-client';
import { inputClass, labelClass } from '@/features/shared/forms/field-styles';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { accountPaths } from '@/platform/routing/api-paths/account';

export interface ReturnableLine {
  lineNo: number;
  name: string;
  variantLabel: string;
  available: number;
}

export function ReturnForm({ orderNumber, lines }: { orderNumber: string; lines: ReturnableLine[] }) {
  const t = useTranslations('returns');
  const router = useRouter();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string; slip?: string } | null>(null);
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineNo, quantity]) => ({ lineNo: Number(lineNo), quantity }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(null);
    const answer = await callApi<{ return: { returnNumber: string } }>('POST', accountPaths.returns, { orderNumber, items, reason });
    setBusy(false);
    if (answer.ok) {
      const returnNumber = answer.body.return.returnNumber;
      setQuantities({});
      setReason('');
      setAlert({ tone: 'success', text: t('registered', { returnNumber }), slip: accountPaths.returnSlip(returnNumber) });
      router.refresh();
      return;
    }
    const known = ['RETURN_QUANTITY', 'RETURN_NOT_RETURNABLE', 'RETURN_ORDER_NOT_FOUND', 'RETURN_RATE_LIMITED'] as const;
    const code = known.find((k) => k === answer.error);
    setAlert({ tone: 'error', text: code ? t(`errors.${code}`, { available: Number(answer.details.available ?? 0) }) : t('errors.failed') });
  };

  const message = alert && (
    <FormAlert tone={alert.tone} focusOnShow>
      <p>{alert.text}</p>
      {alert.slip && (
        <a href={alert.slip} download className="font-semibold underline">
          {t('slipLink')}
        </a>
      )}
    </FormAlert>
  );
  // Everything is on its way back (maybe just now): the form goes, the confirmation stays.
  if (lines.length === 0)
    return (
      <div className="flex flex-col gap-2">
        {message}
        <p>{t('nothingLeft')}</p>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      {alert && (
        <FormAlert tone={alert.tone} focusOnShow>
          <p>{alert.text}</p>
          {alert.slip && (
            <a href={alert.slip} download className="font-semibold underline">
              {t('slipLink')}
            </a>
          )}
        </FormAlert>
      )}
      <ul className="flex flex-col gap-1">
        {lines.map((line) => {
          const id = `return-line-${line.lineNo}`;
          return (
            <li key={line.lineNo} className="flex flex-wrap items-center justify-between gap-1">
              <label htmlFor={id} className="min-w-0 flex-1">
                {t('quantity', { name: `${line.name}${line.variantLabel ? `, ${line.variantLabel}` : ''}` })}
              </label>
              <select
                id={id}
                value={quantities[line.lineNo] ?? 0}
                onChange={(event) => setQuantities((q) => ({ ...q, [line.lineNo]: Number(event.target.value) }))}
                className={`${inputClass} w-auto`}
              >
                <option value={0}>{t('none')}</option>
                {Array.from({ length: line.available }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-0.5">
        <label htmlFor="return-reason" className={labelClass}>
          {t('reason')}
        </label>
        <select
          id="return-reason"
          required
          aria-required="true"
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReason)}
          className={inputClass}
        >
          <option value="">{t('reasonPlaceholder')}</option>
          {returnReasons.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton filled={items.length > 0 && reason !== ''} busy={busy} className="self-start">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
