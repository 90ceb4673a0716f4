// What an order books in the customer's account (docs/orders.md): one debit due 30 days after the goods (and the
// invoice with them) arrive on invoice; a plan of monthly rates for instalments (they sum exactly to the financed
// amount plus interest) plus the monthly protection premium; the goods 4 months out plus the surcharge for the pause;
// a debit due at once for card and PayPal (the provider's callback books the payment). A due date that falls on a
// weekend or public holiday of the shop's country moves to the next bank day (§ 193 BGB; issue 21). Pure: the
// caller books the entries in the order's transaction.
import { parseDate } from '@internationalized/date';
import type { LedgerEntryInput } from '@/commerce/account-ledger/book-ledger-entry';
import type { PaymentChoice } from './order-choices';
import { financingTerms } from '@/commerce/financing/financing-terms';
import { instalmentRow } from '@/commerce/financing/instalment-calculator';
import { dueOnBankDay } from '@/commerce/kernel/business-days';
import { tenants, type TenantKey } from '@/commerce/tenant/tenants';

export const invoiceDueDays = 30;
export const pauseMonths = 4;

/** The day the goods of a payment pause placed on `placedOn` fall due: 4 months on, on a bank day. The checkout
 *  shows this date, the order books it. */
export function pauseDueOn(tenantId: TenantKey, placedOn: string): string {
  return dueOnBankDay(tenants[tenantId].country, parseDate(placedOn).add({ months: pauseMonths }).toString());
}

export interface BookableOrder {
  id: string;
  tenantId: TenantKey;
  customerId: string;
  currency: string;
  totalAmount: number;
  charges: readonly { kind: string; amount: number }[];
  payment: PaymentChoice;
  /** The local day of placing, YYYY-MM-DD. */
  placedOn: string;
  /** The last day of the delivery window (YYYY-MM-DD): the invoice's 30 days run from receipt. */
  expectedDeliveryTo?: string;
  /** The plan the checkout priced (priceCheckout): rates and the monthly protection premium. */
  instalments?: { months: number; monthlyRate: number; lastRate: number; protectionMonthly: number } | null;
}

const chargeOf = (order: BookableOrder, kind: string) =>
  order.charges.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.amount, 0);

export function orderBookings(order: BookableOrder): LedgerEntryInput[] {
  const day = parseDate(order.placedOn);
  const country = tenants[order.tenantId].country;
  const due = (isoDay: string) => dueOnBankDay(country, isoDay);
  const entry = (
    kind: LedgerEntryInput['kind'],
    amount: number,
    dueOn: string,
    suffix: string,
    textKey: string,
  ): LedgerEntryInput => ({
    customerId: order.customerId,
    orderId: order.id,
    kind,
    amount,
    currency: order.currency,
    dueOn,
    reference: `order:${order.id}:${suffix}`,
    textKey,
  });
  const { payment } = order;
  switch (payment.method) {
    case 'invoice':
      return [
        entry(
          'order-debit',
          order.totalAmount,
          due(parseDate(order.expectedDeliveryTo ?? order.placedOn).add({ days: invoiceDueDays }).toString()),
          'debit',
          'invoice',
        ),
      ];
    case 'payment-pause': {
      const surcharge = chargeOf(order, 'payment-pause-surcharge');
      const dueOn = pauseDueOn(order.tenantId, order.placedOn);
      return [
        entry('order-debit', order.totalAmount - surcharge, dueOn, 'debit', 'paymentPause'),
        ...(surcharge > 0 ? [entry('surcharge', surcharge, dueOn, 'surcharge', 'paymentPauseSurcharge')] : []),
      ];
    }
    case 'instalments': {
      // The protection premium is insurance, not credit: not financed, due with each rate. The order's 'protection'
      // charge is months × the monthly premium.
      const protection = chargeOf(order, 'protection');
      const row =
        order.instalments?.months === payment.months
          ? order.instalments
          : {
              ...instalmentRow(
                order.totalAmount - protection,
                payment.months,
                financingTerms[order.tenantId].nominalRateBp,
              ),
              protectionMonthly: Math.round(protection / payment.months),
            };
      const premium = row.protectionMonthly;
      return Array.from({ length: payment.months }, (_, index) => {
        const n = index + 1;
        const dueOn = due(day.add({ months: n }).toString());
        const rate = n === payment.months ? row.lastRate : row.monthlyRate;
        return [
          entry('instalment', rate, dueOn, `instalment:${n}`, 'instalment'),
          ...(premium > 0 ? [entry('instalment', premium, dueOn, `protection:${n}`, 'protectionPremium')] : []),
        ];
      }).flat();
    }
    default:
      return [entry('order-debit', order.totalAmount, order.placedOn, 'debit', 'cardOrPaypal')];
  }
}
