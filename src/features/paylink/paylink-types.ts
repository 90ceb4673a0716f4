// What the payment link's pages get from the server (the shapes of src/commerce/payment/view-paylink.ts and
// read-payment-attempt.ts as JSON-safe props).
import type { Money } from '@/platform/i18n/format';

export type PaylinkMethodKey = 'paypal' | 'mastercard' | 'visa' | 'diners' | 'discover';

export interface PaylinkViewData {
  status: 'open' | 'paid';
  amount: Money;
  orderNumber: string;
  dueOn: string | null;
  expiresAt: string;
  methods: PaylinkMethodKey[];
}

export type PaylinkOutcome = 'paid' | 'failed' | 'cancelled' | 'pending' | 'expired';
