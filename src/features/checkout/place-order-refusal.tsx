'use client';
// Why the order was not placed, and what to do about it: each refusal with the one action that resolves it.
import { useTranslations } from 'next-intl';
import { checkoutSteps, type CheckoutStep } from '@/commerce/checkout/checkout-types';
import { CheckoutAlert } from './checkout-fields';
import { linkOfStep, type CheckoutLinks } from './checkout-routes';
import type { PlaceOrderRefusal } from './use-place-order';

const linkClass = 'inline-flex min-h-6 items-center self-start font-semibold text-link underline underline-offset-2';

export function PlaceOrderRefusalAlert({ refusal, links }: { refusal: PlaceOrderRefusal; links: CheckoutLinks }) {
  const t = useTranslations('checkout.review.refusals');
  const { code, details } = refusal;
  if (code === 'CHECKOUT_OUT_OF_STOCK')
    return (
      <CheckoutAlert>
        <p>{t('outOfStock')}</p>
        <a href={links.basket} className={linkClass}>{t('toBasket')}</a>
      </CheckoutAlert>
    );
  if (code === 'CHECKOUT_PRICE_CHANGED')
    return (
      <CheckoutAlert>
        <p>{t('priceChanged')}</p>
        <button type="button" onClick={() => window.location.reload()} className={linkClass}>
          {t('reload')}
        </button>
      </CheckoutAlert>
    );
  if (code === 'CHECKOUT_STEP_MISSING') {
    const step = checkoutSteps.includes(details.step as CheckoutStep) ? (details.step as CheckoutStep) : 'review';
    return (
      <CheckoutAlert>
        <p>{t('stepMissing')}</p>
        <a href={linkOfStep(links, step)} className={linkClass}>{t('toStep')}</a>
      </CheckoutAlert>
    );
  }
  if (code === 'CHECKOUT_CREDIT_DECLINED' || code === 'CHECKOUT_METHOD_UNAVAILABLE')
    return (
      <CheckoutAlert>
        <p>{t('creditDeclined')}</p>
        <a href={links.paymentChange} className={linkClass}>{t('toPayment')}</a>
      </CheckoutAlert>
    );
  if (code.startsWith('VOUCHER_'))
    return (
      <CheckoutAlert>
        <p>{t('voucher')}</p>
        <a href={links.basket} className={linkClass}>{t('toBasket')}</a>
      </CheckoutAlert>
    );
  return (
    <CheckoutAlert>
      <p>{t(code === 'NETWORK' ? 'network' : 'general')}</p>
    </CheckoutAlert>
  );
}
