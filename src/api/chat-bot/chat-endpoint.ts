// POST /api/chat-bot (docs/api.md, "Chat bot"): { question, history? } → the answer as ChatReply. Limited per client
// address; the logs name the kind of answer and its confidence, never the question (it may hold personal data).
import { createTranslator } from 'use-intl/core';
import { answerQuestion, type ChatAnswer, type ChatVisitor } from '@/commerce/chat-bot/answer-question';
import { chatBotLimit } from '@/commerce/chat-bot/chat-bot-limits';
import { chatInputSchema, MAX_QUESTION_LENGTH } from '@/commerce/chat-bot/chat-input';
import { quoteOf, type ChatReply } from '@/commerce/chat-bot/chat-reply';
import { helpIndexOf } from '@/commerce/chat-bot/help-index-registry';
import { currentCustomer } from '@/commerce/customer/current-customer';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { readCredentials } from '@/api/identity/session-cookies';
import { getDb } from '@/platform/db/database';
import { formatDate, formatDay } from '@/platform/i18n/format';
import { messagesFor } from '@/platform/i18n/messages';
import { refuseForgedRequest } from '@/api/http/csrf';
import { limitByAddress } from '@/api/http/limit-request';
import { readJsonBody } from '@/api/http/read-json-body';
import { requestScope } from '@/api/http/request-shop-context';
import { privateJson } from '@/api/http/responses';

/** The question (500 characters) and a bounded history fit well within this. */
const MAX_BODY_BYTES = 64 * 1024;

function translators(shop: ShopContext) {
  const messages = messagesFor(shop.locale);
  return {
    t: createTranslator({ locale: shop.locale, messages, namespace: 'chatBot' }),
    status: createTranslator({ locale: shop.locale, messages, namespace: 'orders.status' }),
  };
}

/** The answer in the visitor's language. */
export function replyOf(answer: ChatAnswer, shop: ShopContext): ChatReply {
  const { t, status } = translators(shop);
  const passages = ('hits' in answer ? answer.hits : []).map(({ passage }) => ({
    title: passage.title,
    ...(passage.heading ? { heading: passage.heading } : {}),
    quote: quoteOf(passage.text),
    href: passage.href,
  }));
  switch (answer.kind) {
    case 'help':
      return { kind: answer.kind, text: t('answers.help'), passages, orders: [] };
    case 'unknown':
      return { kind: answer.kind, text: t('answers.unknown'), passages: [], orders: [] };
    case 'login-required':
      return {
        kind: answer.kind,
        text: t(answer.level === 'soft' ? 'answers.confirmRequired' : 'answers.loginRequired'),
        passages,
        orders: [],
        login: answer.level === 'soft' ? 'confirm' : 'login',
      };
    case 'no-orders':
      return { kind: answer.kind, text: t('answers.noOrders'), passages, orders: [] };
    case 'orders':
      return {
        kind: answer.kind,
        text: t('answers.orders', { count: answer.orders.length }),
        passages,
        orders: answer.orders.map((order) => ({
          text: t('answers.order', {
            orderNumber: order.orderNumber,
            date: formatDate(order.placedAt, shop.locale, shop.tenant.timeZone),
            status: status(order.status),
          }),
          ...(order.expectedDelivery
            ? {
                detail: t('answers.expected', {
                  from: formatDay(order.expectedDelivery.from, shop.locale),
                  to: formatDay(order.expectedDelivery.to, shop.locale),
                }),
              }
            : {}),
          ...(order.href ? { link: { href: order.href, label: t('orderLink', { orderNumber: order.orderNumber }) } } : {}),
        })),
      };
  }
}

export async function postChatQuestion(request: Request): Promise<Response> {
  const forged = refuseForgedRequest(request);
  if (forged) return forged;
  const limited = await limitByAddress(request, chatBotLimit);
  if (limited) return limited;
  const { shop, log } = requestScope(request);
  if (!shop.tenant.flags.chatBot) return privateJson({ error: 'CHAT_BOT_OFF' }, 404);

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  const parsed = chatInputSchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
    return privateJson({ error: 'CHAT_INVALID_INPUT', fields, max: MAX_QUESTION_LENGTH }, 400);
  }

  const db = await getDb();
  const current = await currentCustomer(db, shop, readCredentials(request));
  const visitor: ChatVisitor =
    current.level === 'full' ? { level: 'full', customerId: current.customer.id } : { level: current.level === 'anonymous' ? 'anonymous' : 'soft' };
  const started = performance.now();
  const answer = await answerQuestion(db, shop, visitor, parsed.data, await helpIndexOf(shop));
  log.info(
    {
      event: 'chat-bot',
      kind: answer.kind,
      confidence: 'confidence' in answer ? Math.round(answer.confidence * 100) / 100 : undefined,
      visitor: visitor.level,
      ms: Math.round(performance.now() - started),
    },
    'chat bot answer',
  );
  return privateJson(replyOf(answer, shop));
}
