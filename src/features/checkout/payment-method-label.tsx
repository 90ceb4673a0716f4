'use client';
import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';
import { brandNames } from './payment-labels';

/** The name of a payment method in the shopper's language (brands as they are). */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const t = useTranslations('checkout.payment.methods');
  return (method) => brandNames[method] ?? t(method);
}
