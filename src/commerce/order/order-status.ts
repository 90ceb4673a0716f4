// The order's life (docs/orders.md): which status may follow which. Every change goes through `canMoveTo`.
import type { OrderStatus } from './order.schema';

export const statusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // Invoice, instalments and pause orders stay 'placed' until fulfilment: they are paid later, against the ledger.
  placed: ['paid', 'in-fulfilment', 'shipped', 'cancelled'],
  'awaiting-payment': ['paid', 'cancelled'],
  paid: ['in-fulfilment', 'shipped', 'cancelled'],
  'in-fulfilment': ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export const canMoveTo = (from: OrderStatus, to: OrderStatus) => statusTransitions[from].includes(to);

/** Statuses in which the goods are still here: cancelling releases their stock. */
export const stockHeldStatuses: readonly OrderStatus[] = [
  'placed',
  'awaiting-payment',
  'paid',
  'in-fulfilment',
];
