'use client';
// Why the order was not placed, and what to do about it: each refusal with the one action that resolves it.
import { useTranslations } from 'next-intl';
import { checkoutSteps, type CheckoutStep } from '@/commerce/checkout/checkout-types';
import { linkOfStep, type CheckoutLinks } from './checkout-routes';
import type { PlaceOrderRefusal } from './use-place-order';
import { FormAlert } from '@/features/shared/forms/form-alert';

const linkClass = 'inline-flex min-h-6 items-center self-start font-semibold text-link underline underline-offset-2';

export function PlaceOrderRefusalAlert({ refusal, links }: { refusal: PlaceOrderRefusal; links: CheckoutLinks }) {
  const t = useTranslations('checkout.review.refusals');
  const { code, details } = refusal;
  if (code === 'CHECKOUT_OUT_OF_STOCK')
    return (
      <FormAlert focusOnShow>
        <p>{t('outOfStock')}</p>
        <a href={links.basket} className={linkClass}>{t('toBasket')}</a>
      </FormAlert>
    );
  if (code === 'CHECKOUT_PRICE_CHANGED')
    return (
      <FormAlert focusOnShow>
        <p>{t('priceChanged')}</p>
        <button type="button" onClick={() => window.location.reload()} className={linkClass}>
          {t('reload')}
        </button>
      </FormAlert>
    );
  if (code === 'CHECKOUT_STEP_MISSING') {
    const step = checkoutSteps.includes(details.step as CheckoutStep) ? (details.step as CheckoutStep) : 'review';
    return (
      <FormAlert focusOnShow>
        <p>{t('stepMissing')}</p>
        <a href={linkOfStep(links, step)} className={linkClass}>{t('toStep')}</a>
      </FormAlert>
    );
  }
  if (code === 'CHECKOUT_CREDIT_DECLINED' || code === 'CHECKOUT_METHOD_UNAVAILABLE')
    return (
      <FormAlert focusOnShow>
        <p>{t('creditDeclined')}</p>
        <a href={links.paymentChange} className={linkClass}>{t('toPayment')}</a>
      </FormAlert>
    );
  if (code.startsWith('VOUCHER_'))
    return (
      <FormAlert focusOnShow>
        <p>{t('voucher')}</p>
        <a href={links.basket} className={linkClass}>{t('toBasket')}</a>
      </FormAlert>
    );
  return (
    <FormAlert focusOnShow>
      <p>{t(code === 'NETWORK' ? 'network' : 'general')}</p>
    </FormAlert>
  );
}
