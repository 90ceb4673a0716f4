// The chat endpoint end to end on a database: help answers in the visitor's language, "where is my order" from the
// asking customer's own orders only, the login hint for anyone else, input checks, the per-address limit, and no
// question (nor any e-mail address in it) in the logs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const lines = vi.hoisted(() => [] as string[]);
vi.hoisted(async () => {
  const { createLogger } = await import('@/platform/logging/logger');
  (globalThis as Record<symbol, unknown>)[Symbol.for('schaufenster.logger')] = createLogger(
    { write: (line: string) => void lines.push(line) },
    'trace',
  );
});

import { sellable } from '@/commerce/basket/basket-factories';
import type { ChatReply } from '@/commerce/chat-bot/chat-reply';
import { placeOrder } from '@/commerce/checkout/place-order';
import { activeCustomer, testShop } from '@/commerce/customer/customer-factories';
import { findCustomerByEmail, profileOf } from '@/commerce/customer/customer-store';
import { readyForCheckout } from '@/commerce/order/order-factories';
import { setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { chatBotPaths } from '@/platform/routing/api-paths/chat-bot';
import { identityPaths } from '@/platform/routing/api-paths/identity';
import { TestBrowser } from '@/api/identity/http-test-client';
import { postLogin } from '@/api/identity/login-endpoints';
import { postChatQuestion } from './chat-endpoint';

let database: TestDatabase;
const de = testShop('de');

interface Shopper {
  browser: TestBrowser;
  orderNumbers: string[];
}

/** A registered customer, logged in through the endpoint, with `orders` orders placed on invoice. */
async function shopper(orders: number): Promise<Shopper> {
  const input = await activeCustomer(database.db, de);
  const customer = profileOf((await findCustomerByEmail(database.db, 'de', input.email))!);
  const orderNumbers: string[] = [];
  for (let i = 0; i < orders; i++) {
    const variantSku = await sellable(database.db, { tenantId: 'de', price: 2_500, stock: 50 });
    await readyForCheckout(database.db, de, customer.id, { lines: [{ variantSku, quantity: 1 }] });
    const placed = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
    if (!placed.ok) throw new Error(placed.code);
    orderNumbers.push(placed.order.orderNumber);
  }
  const browser = new TestBrowser();
  const login = await browser.call(postLogin, identityPaths.login, { body: { email: input.email, password: input.password } });
  expect(login.status).toBe(200);
  return { browser, orderNumbers };
}

const ask = async (browser: TestBrowser, question: string, options: { host?: string; lang?: string; address?: string } = {}) => {
  const answer = await browser.call(postChatQuestion, `${chatBotPaths.answer}${options.lang ? `?lang=${options.lang}` : ''}`, {
    body: { question },
    host: options.host,
    address: options.address,
  });
  return { status: answer.status, reply: answer.body as unknown as ChatReply & { error?: string; fields?: Record<string, string> } };
};

let a: Shopper;
let b: Shopper;
beforeAll(async () => {
  database = await createTestDatabase();
  setDatabase(database);
  a = await shopper(2);
  b = await shopper(1);
});
afterAll(async () => database.close());

describe('POST /api/chat-bot', () => {
  it('answers a help question with the passage and its page, in the visitor’s language', async () => {
    const de = await ask(new TestBrowser(), 'Wie lange dauert die Lieferung?');
    expect(de.status).toBe(200);
    expect(de.reply).toMatchObject({ kind: 'help', text: 'Das habe ich dazu in unserer Hilfe gefunden:' });
    expect(de.reply.passages[0]).toMatchObject({ href: '/service-hilfe/versand-und-lieferung', title: 'Versand und Lieferung' });
    expect(de.reply.passages[0]!.quote).toMatch(/2–4 Werktagen/);

    const fr = await ask(new TestBrowser('ch.localhost:3000'), 'Combien de temps dure la livraison ?', { lang: 'fr' });
    expect(fr.reply.kind).toBe('help');
    expect(fr.reply.text).toBe('Voici ce que j’ai trouvé dans notre aide :');
    expect(fr.reply.passages[0]!.href).toBe('/fr/aide-service/livraison');

    const nl = await ask(new TestBrowser('nl.localhost:3000'), 'Hoe lang duurt de levering?');
    expect(nl.reply.passages[0]!.href).toBe('/klantenservice/verzending-en-levering');
  });

  it('says it cannot help below the threshold', async () => {
    const { reply } = await ask(new TestBrowser(), 'Xylophon Quantenphysik');
    expect(reply).toMatchObject({ kind: 'unknown', passages: [], orders: [] });
  });

  it('answers "where is my order" from the asking customer’s own orders, newest first, with their pages', async () => {
    const { reply } = await ask(a.browser, 'Wo bleibt meine Bestellung?');
    expect(reply.kind).toBe('orders');
    expect(reply.text).toBe('Deine letzten 2 Bestellungen:');
    expect(reply.orders.map((o) => o.text.split(' ')[0])).toEqual([...a.orderNumbers].reverse());
    expect(reply.orders[0]!.text).toMatch(/: Bestellt$/);
    expect(reply.orders[0]!.detail).toMatch(/^voraussichtlich bei Dir zwischen /);
    expect(reply.orders[0]!.link).toEqual({
      href: `/mein-konto/meine-bestellungen/${a.orderNumbers[1]}`,
      label: `Bestellung ${a.orderNumbers[1]} ansehen`,
    });
    expect(JSON.stringify(reply)).not.toContain(b.orderNumbers[0]);

    const other = await ask(b.browser, 'Wo ist mein Paket?');
    expect(other.reply.orders.map((o) => o.text.split(' ')[0])).toEqual(b.orderNumbers);
    for (const number of a.orderNumbers) expect(JSON.stringify(other.reply)).not.toContain(number);
  });

  it('tells a customer without orders so', async () => {
    const { reply } = await ask((await shopper(0)).browser, 'Wo bleibt meine Bestellung?');
    expect(reply).toMatchObject({ kind: 'no-orders', orders: [] });
  });

  it('asks an anonymous visitor to log in, and shows no orders', async () => {
    const { reply } = await ask(new TestBrowser(), 'Wo bleibt meine Bestellung?');
    expect(reply).toMatchObject({ kind: 'login-required', login: 'login', orders: [] });
    expect(reply.text).toMatch(/^Melde Dich bitte an/);
  });

  it('refuses an empty or too long question and a request without the CSRF header', async () => {
    expect((await ask(new TestBrowser(), '   ')).reply).toMatchObject({ error: 'CHAT_INVALID_INPUT', fields: { question: 'required' } });
    const long = await ask(new TestBrowser(), 'Lieferung '.repeat(60));
    expect(long.status).toBe(400);
    expect(long.reply).toMatchObject({ error: 'CHAT_INVALID_INPUT', fields: { question: 'tooLong' }, max: 500 });
    const forged = await new TestBrowser().call(postChatQuestion, chatBotPaths.answer, { body: { question: 'Lieferung' }, bare: true });
    expect(forged.status).toBe(403);
  });

  it('limits one client address to 30 questions a minute', async () => {
    const browser = new TestBrowser();
    const address = '2001:db8:77:1::1';
    for (let i = 0; i < 30; i++) expect((await ask(browser, 'Versandkosten', { address })).status).toBe(200);
    const limited = await ask(browser, 'Versandkosten', { address });
    expect(limited.status).toBe(429);
    expect((await ask(browser, 'Versandkosten')).status).toBe(200);
  });

  it('writes the kind of answer to the log, never the question', async () => {
    lines.length = 0;
    await ask(a.browser, 'Wo bleibt meine Bestellung an erika.geheim@example.org?');
    const logged = lines.join('\n');
    expect(logged).toContain('"event":"chat-bot"');
    expect(logged).toContain('"kind":"orders"');
    expect(logged).not.toContain('erika.geheim');
    expect(logged).not.toContain('Wo bleibt');
  });
});
