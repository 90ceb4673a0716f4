'use client';
// A voucher's two buttons: copy the code (the clipboard, confirmed in a polite live region) and apply it to the basket
// (POST /api/voucher, then the basket; an empty basket says so, a refusal shows the basket's own message for its code).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { callApi } from '@/features/shared/client-data/api-client';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { accountPaths } from '@/platform/routing/api-paths/account';

export function VoucherActions({ code, basketHref }: { code: string; basketHref: string }) {
  const t = useTranslations('accountPages.vouchers');
  const refusals = useTranslations('voucher.refusals');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  async function apply() {
    setBusy(true);
    setRefusal(null);
    const answer = await callApi('POST', accountPaths.basketVoucher, { code });
    if (answer.ok) return window.location.assign(basketHref);
    setBusy(false);
    if (answer.error === 'BASKET_EMPTY') return setRefusal(t('basketEmpty'));
    // The minimum's text needs the amount the basket names; here the generic text does.
    const known = answer.error !== 'VOUCHER_MINIMUM_NOT_REACHED' && refusals.has(answer.error as never);
    setRefusal(known ? (refusals as unknown as (key: string) => string)(answer.error) : t('applyFailed'));
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1">
        <Button variant="secondary" onClick={copy}>
          {t('copy')}
          <span className="sr-only"> {code}</span>
        </Button>
        <Button onClick={apply} busy={busy} disabled={busy}>
          {t('apply')}
          <span className="sr-only"> {code}</span>
        </Button>
      </div>
      <p role="status" className="text-sm">
        {copied === 'yes' ? t('copied', { code }) : copied === 'failed' ? t('copyFailed') : ''}
      </p>
      {refusal && <FormAlert focusOnShow>{refusal}</FormAlert>}
    </div>
  );
}
