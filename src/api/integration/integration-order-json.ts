// An order as the ERP reads it: everything needed to pick, ship and invoice it, with money in minor units.
import type { OrderLineRow, OrderRow } from '@/commerce/order/order.schema';

export function integrationOrderJson(order: OrderRow, lines?: readonly OrderLineRow[]) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    /** Paid (or to be paid) through the test provider of a demo shop: no money arrived, do not ship. */
    testOrder: order.testOrder,
    placedAt: order.placedAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    customerId: order.customerId,
    email: order.email,
    locale: order.locale,
    currency: order.currency,
    amounts: {
      subtotal: order.subtotalAmount,
      discount: order.discountAmount,
      shipping: order.shippingAmount,
      extras: order.extrasAmount,
      total: order.totalAmount,
      vat: order.vatAmount,
      vatRateBp: order.vatRateBp,
    },
    charges: order.charges,
    voucherCode: order.voucherCode,
    delivery: order.delivery,
    billingAddress: order.billingAddress,
    payment: order.payment,
    expectedDelivery: { from: order.expectedDeliveryFrom, to: order.expectedDeliveryTo },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    withdrawnAt: order.withdrawnAt?.toISOString() ?? null,
    ...(lines
      ? {
          lines: lines.map((l) => ({
            lineNo: l.lineNo,
            sku: l.sku,
            variantSku: l.variantSku,
            name: l.name,
            variantLabel: l.variantLabel,
            quantity: l.quantity,
            returnedQuantity: l.returnedQuantity,
            unitAmount: l.unitAmount,
            netAmount: l.netAmount,
          })),
        }
      : {}),
  };
}
