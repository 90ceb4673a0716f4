// The chat bot's one use case: a visitor's question → an answer from the shop's help content (the best passage and
// up to two more from other pages), or, for a question about their own order, their latest orders. Below the
// confidence threshold the answer is `unknown`, and the visitor is offered the handover to customer service.
import type { Db } from '@/platform/db/client';
import { servesRoute } from '@/commerce/tenant/served-routes';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { customerOrderPage } from '@/commerce/order/customer-order-list';
import type { OrderStatus } from '@/commerce/order/order.schema';
import { languageOf } from '@/platform/i18n/locales';
import { buildPath } from '@/platform/routing/router';
import { CONFIDENCE_THRESHOLD, searchHelp, type HelpHit, type HelpIndex } from './help-index';
import { isOrderQuestion } from './order-question';
import type { ChatInput } from './chat-input';

/** Who asks: only a fully logged-in customer sees orders; a recognised (soft) one is asked to confirm first. */
export type ChatVisitor = { level: 'anonymous' } | { level: 'soft' } | { level: 'full'; customerId: string };

export interface OrderSummary {
  orderNumber: string;
  status: OrderStatus;
  placedAt: Date;
  /** Expected delivery window (ISO days) while the order is not delivered yet. */
  expectedDelivery: { from: string; to: string } | null;
  /** The order's page in the account, when the shop serves it. */
  href: string | null;
}

export type ChatAnswer =
  | { kind: 'help'; hits: HelpHit[]; confidence: number }
  | { kind: 'orders'; orders: OrderSummary[]; hits: HelpHit[] }
  | { kind: 'no-orders'; hits: HelpHit[] }
  | { kind: 'login-required'; level: 'anonymous' | 'soft'; hits: HelpHit[] }
  | { kind: 'unknown'; confidence: number };

/** How many of the latest orders an answer lists. */
export const ORDERS_SHOWN = 3;
const MORE_HITS = 2;

const undelivered: readonly OrderStatus[] = ['placed', 'awaiting-payment', 'paid', 'in-fulfilment', 'shipped'];

/**
 * The help passages for a question: the best one, and further ones from other pages that cover as much. A short
 * follow-up ("und nach Österreich?") that finds nothing alone is asked again together with the visitor's last question.
 */
export function answerFromHelp(index: HelpIndex, input: ChatInput): { hits: HelpHit[]; confidence: number } {
  const attempt = (question: string) => {
    const hits = searchHelp(index, question, 10);
    const best = hits[0];
    if (!best || best.coverage < CONFIDENCE_THRESHOLD) return { hits: [], confidence: best?.coverage ?? 0 };
    const pages = new Set([best.passage.href]);
    const more = hits.slice(1).filter((h) => h.coverage >= CONFIDENCE_THRESHOLD && !pages.has(h.passage.href) && pages.add(h.passage.href));
    return { hits: [best, ...more.slice(0, MORE_HITS)], confidence: best.coverage };
  };
  const alone = attempt(input.question);
  if (alone.hits.length > 0) return alone;
  const previous = input.history?.findLast((m) => m.role === 'visitor')?.text;
  if (!previous) return alone;
  const together = attempt(`${previous} ${input.question}`);
  return together.hits.length > 0 ? together : alone;
}

export async function answerQuestion(
  db: Db,
  shop: ShopContext,
  visitor: ChatVisitor,
  input: ChatInput,
  index: HelpIndex,
): Promise<ChatAnswer> {
  const help = answerFromHelp(index, input);
  if (!isOrderQuestion(languageOf(shop.locale), input.question)) {
    return help.hits.length > 0 ? { kind: 'help', ...help } : { kind: 'unknown', confidence: help.confidence };
  }
  // An order question: the best help passage (if any) goes with it, the first one only.
  const hits = help.hits.slice(0, 1);
  if (visitor.level !== 'full') return { kind: 'login-required', level: visitor.level, hits };
  const { orders } = await customerOrderPage(db, shop, visitor.customerId, { filter: 'all', shown: ORDERS_SHOWN });
  if (orders.length === 0) return { kind: 'no-orders', hits };
  const detailServed = servesRoute(shop.tenant.flags, '/account/orders/[orderNumber]');
  return {
    kind: 'orders',
    hits,
    orders: orders.map((order) => ({
      orderNumber: order.orderNumber,
      status: order.status,
      placedAt: order.placedAt,
      expectedDelivery: undelivered.includes(order.status)
        ? { from: order.expectedDeliveryFrom, to: order.expectedDeliveryTo }
        : null,
      href: detailServed
        ? buildPath('/account/orders/[orderNumber]', shop.locale, shop.tenant.locales, { orderNumber: order.orderNumber })
        : null,
    })),
  };
}
