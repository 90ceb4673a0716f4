// Which lines of an order may still be registered for return, and until when (docs/decisions/0032-return-registration.md).
import type { OrderLineRow, OrderStatus } from '@/commerce/order/order.schema';
import type { ReturnItem } from './returns.schema';

/** "30 Tage kostenlose Rücksendung" (the shops' promise): counted from delivery, or from shipping until delivered. */
export const returnDays = 30;

const returnableStatuses: readonly OrderStatus[] = ['shipped', 'delivered'];

/** The last day a return can be registered, or null while the order has not left the warehouse. */
export function returnDeadline(status: OrderStatus, shippedAt: Date | null, deliveredAt: Date | null): Date | null {
  if (!returnableStatuses.includes(status)) return null;
  const from = deliveredAt ?? shippedAt;
  return from ? new Date(from.getTime() + returnDays * 24 * 60 * 60 * 1000) : null;
}

/** Per line: ordered, less what came back already, less what is registered and on its way. */
export function returnableQuantities(
  lines: readonly Pick<OrderLineRow, 'lineNo' | 'quantity' | 'returnedQuantity'>[],
  registered: readonly ReturnItem[][],
): Map<number, number> {
  const pending = new Map<number, number>();
  for (const items of registered) for (const item of items) pending.set(item.lineNo, (pending.get(item.lineNo) ?? 0) + item.quantity);
  return new Map(lines.map((line) => [line.lineNo, Math.max(0, line.quantity - line.returnedQuantity - (pending.get(line.lineNo) ?? 0))]));
}
