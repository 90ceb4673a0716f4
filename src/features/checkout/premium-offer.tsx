'use client';
// The premium membership as an offer on the review page (issue 21: it was a step every order had to answer, even
// with free shipping). Adding or removing it re-prices the order on the server (PUT /api/checkout/premium) and the
// page shows the new totals; nothing blocks ordering without it. The offer's own page tells more.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CheckoutState } from '@/commerce/checkout/checkout-types';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { callApi } from '@/features/shared/client-data/api-client';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Button } from '@/features/shared/forms/submit-button';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import type { CheckoutSummaryView } from './checkout-view-types';
import { refusalKey } from './refusal-key';
import { useCheckout } from './use-checkout';

export function PremiumOffer({
  premium,
  choice,
  shippingFree,
  moreHref,
}: {
  premium: CheckoutSummaryView['premium'];
  choice: CheckoutState['premium'];
  /** Shipping costs nothing already: the offer leads with what else membership brings. */
  shippingFree: boolean;
  moreHref: string;
}) {
  const t = useTranslations('checkout.review');
  const p = useTranslations('checkout.premium');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const { mutate } = useCheckout();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  if (!premium.offered) return null;
  const fee = formatMoney(premium.fee, locale);
  const taken = choice === 'taken';

  const answer = async (take: boolean) => {
    if (sending) return;
    setSending(true);
    setAlert(null);
    const result = await callApi('PUT', checkoutPaths.premium, { take });
    if (result.ok) await mutate();
    else setAlert(e(refusalKey(result.error)));
    setSending(false);
  };

  return (
    <section aria-labelledby="review-premium" className="flex flex-col gap-1 rounded border border-line p-1.5">
      <h2 id="review-premium" className="text-lg font-bold">
        {t('premium')}
      </h2>
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <p>{taken ? t('premiumTaken', { fee }) : t(shippingFree ? 'premiumOfferFreeShipping' : 'premiumOffer', { fee })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => answer(!taken)} disabled={sending} busy={sending}>
          {taken ? t('premiumRemove') : p('take', { fee })}
        </Button>
        <a href={moreHref} className="inline-flex min-h-6 items-center font-semibold text-link underline underline-offset-2">
          {t('premiumMore')}
        </a>
      </div>
    </section>
  );
}
