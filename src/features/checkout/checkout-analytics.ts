// The checkout's data-layer events (GA4): begin_checkout (once per basket and browser session), add_shipping_info,
// add_payment_info, and purchase (once per order, also after a reload of the confirmation).
import type { OrderView } from '@/commerce/order/order-view';
import { ecommerceOf, ga4Item, ga4LineItem, major, pushEvent, pushPurchaseOnce, type Ga4Ecommerce } from '@/features/shared/analytics/data-layer';
import type { CheckoutSummaryView } from './checkout-view-types';

export function checkoutEcommerce(summary: CheckoutSummaryView, extra: Partial<Ga4Ecommerce> = {}): Ga4Ecommerce {
  const items = summary.basket.lines.map((line) => ga4LineItem(line));
  return ecommerceOf(summary.total.currency, items, extra);
}

const beganKey = 'sf_ga4_checkout';

/** begin_checkout when a checkout step is first shown for this basket in this browser session. */
export function trackBeginCheckout(summary: CheckoutSummaryView): void {
  const signature = summary.basket.lines.map((l) => `${l.variantSku}:${l.quantity}`).sort().join(',');
  try {
    if (window.sessionStorage.getItem(beganKey) === signature) return;
    window.sessionStorage.setItem(beganKey, signature);
  } catch {
    // storage blocked: report it on every step rather than never
  }
  pushEvent('begin_checkout', { ecommerce: checkoutEcommerce(summary) });
}

export function trackShippingInfo(summary: CheckoutSummaryView, tier: string): void {
  pushEvent('add_shipping_info', { ecommerce: checkoutEcommerce(summary, { shipping_tier: tier }) });
}

export function trackPaymentInfo(summary: CheckoutSummaryView, method: string): void {
  pushEvent('add_payment_info', { ecommerce: checkoutEcommerce(summary, { payment_type: method }) });
}

/** purchase with the order as placed: its total as value, VAT and shipping beside it. */
export function trackPurchase(order: OrderView): boolean {
  const items = order.lines.map((line) =>
    ga4Item({ sku: line.sku, name: line.name, variant: line.variantLabel ?? line.variantSku, price: line.unitPrice, quantity: line.quantity }),
  );
  const ecommerce = {
    ...ecommerceOf(order.total.currency, items),
    value: major(order.total.amount),
    transaction_id: order.orderNumber,
    tax: major(order.vat.amount.amount),
    shipping: major(order.shipping.amount),
    payment_type: order.payment.method,
  };
  return pushPurchaseOnce(order.orderNumber, ecommerce);
}
