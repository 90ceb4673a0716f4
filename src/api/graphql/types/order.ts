// `order(orderNumber)` and `orders`: the logged-in customer's own orders (the same view as GET /api/orders/{n}).
// Another customer's order number answers null, exactly like an unknown one.
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { OrderLineView, OrderView } from '@/commerce/order/order-view';
import { getCustomerOrder, listCustomerOrders } from '@/commerce/order/order-view';
import { orderStatuses } from '@/commerce/order/order.schema';
import { readCredentials } from '@/api/identity/session-cookies';
import { getDb } from '@/platform/db/database';
import { builder } from '../builder';
import { respondPrivately } from '../response-headers';
import { PriceRef } from './price';

const OrderStatusRef = builder.enumType('OrderStatus', {
  values: Object.fromEntries(orderStatuses.map((s) => [s.replaceAll('-', '_').toUpperCase(), { value: s }])),
});

const OrderLine = builder.objectRef<OrderLineView>('OrderLine').implement({
  fields: (t) => ({
    lineNo: t.exposeInt('lineNo'),
    sku: t.exposeString('sku'),
    variantSku: t.exposeString('variantSku'),
    name: t.exposeString('name'),
    variantLabel: t.exposeString('variantLabel'),
    quantity: t.exposeInt('quantity'),
    returnedQuantity: t.exposeInt('returnedQuantity'),
    unitPrice: t.field({ type: PriceRef, resolve: (l) => l.unitPrice }),
    total: t.field({ type: PriceRef, resolve: (l) => l.total }),
  }),
});

const PaymentDate = builder
  .objectRef<OrderView['payment']['schedule'][number]>('OrderPaymentDate')
  .implement({
    fields: (t) => ({
      dueOn: t.exposeString('dueOn'),
      amount: t.field({ type: PriceRef, resolve: (d) => d.amount }),
    }),
  });

const OrderRef = builder.objectRef<OrderView>('Order').implement({
  description: 'An order of the current customer.',
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber'),
    status: t.field({ type: OrderStatusRef, resolve: (o) => o.status }),
    placedAt: t.exposeString('placedAt'),
    lines: t.field({ type: [OrderLine], resolve: (o) => o.lines }),
    subtotal: t.field({ type: PriceRef, resolve: (o) => o.subtotal }),
    discount: t.field({ type: PriceRef, resolve: (o) => o.discount }),
    shipping: t.field({ type: PriceRef, resolve: (o) => o.shipping }),
    total: t.field({ type: PriceRef, resolve: (o) => o.total }),
    paymentMethod: t.string({ resolve: (o) => o.payment.method }),
    paymentSchedule: t.field({ type: [PaymentDate], resolve: (o) => o.payment.schedule }),
    expectedDeliveryFrom: t.string({ resolve: (o) => o.expectedDelivery.from }),
    expectedDeliveryTo: t.string({ resolve: (o) => o.expectedDelivery.to }),
    carrier: t.exposeString('carrier', { nullable: true }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    withdrawable: t.exposeBoolean('withdrawable'),
  }),
});

async function loggedInCustomerId(request: Request, scope: { shop: Parameters<typeof currentCustomer>[1] }) {
  respondPrivately(request);
  const current = await currentCustomer(await getDb(), scope.shop, readCredentials(request));
  return current.level === 'full' ? current.customer.id : null;
}

builder.queryField('order', (t) =>
  t.field({
    type: OrderRef,
    nullable: true,
    args: { orderNumber: t.arg.string({ required: true }) },
    description: 'One of the logged-in customer’s orders; null for anyone else’s or an unknown number.',
    resolve: async (_root, { orderNumber }, { scope, request }) => {
      const customerId = await loggedInCustomerId(request, scope);
      return customerId
        ? getCustomerOrder(await getDb(), scope.shop, customerId, orderNumber.slice(0, 40))
        : null;
    },
  }),
);

builder.queryField('orders', (t) =>
  t.field({
    type: [OrderRef],
    description: 'The logged-in customer’s orders, newest first (at most 50); empty without a login.',
    resolve: async (_root, _args, { scope, request }) => {
      const customerId = await loggedInCustomerId(request, scope);
      return customerId ? listCustomerOrders(await getDb(), scope.shop, customerId) : [];
    },
  }),
);
