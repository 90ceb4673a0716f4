// chat-bot — a chat answer through its endpoint (POST /api/chat-bot: CSRF check, rate limit, session lookup, help
// retrieval, localized reply), for help questions and for "where is my order" of a logged-in customer, next to the
// shop search's suggest endpoint (GET /api/search/suggest) as the baseline: both are a short text in, a small JSON
// answer out, in the same process on the same data. Runs on its own database (in-memory PGlite, or a private schema
// of DATABASE_URL's PostgreSQL); the app server is not used. BENCH_CHAT_PRODUCTS sets the catalog size (default
// 2,000), BENCH_CHAT_ROUNDS the rounds (default 100).
import { randomUUID } from 'node:crypto';
import { getSuggest } from '../src/api/search/search-endpoints';
import { postChatQuestion } from '../src/api/chat-bot/chat-endpoint';
import { postLogin } from '../src/api/identity/login-endpoints';
import { sellable } from '../src/commerce/basket/basket-factories';
import { answerFromHelp } from '../src/commerce/chat-bot/answer-question';
import { helpIndexOf } from '../src/commerce/chat-bot/help-index-registry';
import { placeOrder } from '../src/commerce/checkout/place-order';
import { activeCustomer, testShop } from '../src/commerce/customer/customer-factories';
import { findCustomerByEmail, profileOf } from '../src/commerce/customer/customer-store';
import { readyForCheckout } from '../src/commerce/order/order-factories';
import { seedCatalog } from '../src/demo/catalog/catalog-seeder';
import { closeDatabase, setDatabase } from '../src/platform/db/database';
import { createTestDatabase } from '../src/platform/db/test-database';
import { clientAddressHeader } from '../src/platform/http/client-address';
import { csrfHeader } from '../src/platform/http/csrf-header';
import { metric, type BenchContext, type BenchOutcome } from './support/types';

const PRODUCTS = Number(process.env.BENCH_CHAT_PRODUCTS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 100);

const questions = [
  'Wie lange dauert die Lieferung?',
  'Was kostet der Versand?',
  'Kann ich auf Rechnung bezahlen?',
  'Wie sende ich einen Artikel zurück?',
  'Wann bekomme ich mein Geld zurück?',
  'Ich habe mein Passwort vergessen',
  'Liefert ihr Möbel bis in die Wohnung?',
  'Xylophon Quantenphysik',
];
const prefixes = ['snea', 'jack', 'sofa', 'fern', 'klei', 'lamp', 'stie', 'tisc'];

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(samples: number[] | null, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  samples?.push(performance.now() - started);
}

let requests = 0;
/** Each request from an address of its own, so the chat's per-address limit measures nothing but itself. */
const headers = (extra: Record<string, string> = {}) => {
  requests += 1;
  return { host: 'localhost', origin: 'http://localhost', [csrfHeader]: '1', [clientAddressHeader]: `10.7.${(requests >> 8) & 255}.${requests & 255}`, ...extra };
};

async function ok(response: Promise<Response>): Promise<void> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${await answer.text()}`);
  await answer.json();
}

const chat = (question: string, cookie?: string) =>
  ok(
    postChatQuestion(
      new Request('http://localhost/api/chat-bot', {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }),
        body: JSON.stringify({ question }),
      }),
    ),
  );

const suggestion = (prefix: string) =>
  ok(getSuggest(new Request(`http://localhost/api/search/suggest?q=${encodeURIComponent(prefix)}`, { headers: headers() })));

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  // Every answer logs a line at info; stdout carries only the result tables.
  process.env.LOG_LEVEL ??= 'warn';
  const database = await createTestDatabase();
  setDatabase(database);
  try {
    ctx.log(`chat-bot: seeding ${PRODUCTS} products for de into ${database.label}`);
    await seedCatalog(database.db, { products: PRODUCTS, tenants: ['de'] }, ctx.log);
    const shop = testShop('de');

    ctx.log('chat-bot: a customer with three orders, logged in');
    const input = await activeCustomer(database.db, shop);
    const customer = profileOf((await findCustomerByEmail(database.db, 'de', input.email))!);
    for (let i = 0; i < 3; i++) {
      const variantSku = await sellable(database.db, { tenantId: 'de', price: 2_500, stock: 50 });
      await readyForCheckout(database.db, shop, customer.id, { lines: [{ variantSku, quantity: 1 }] });
      const placed = await placeOrder(database.db, shop, customer, { idempotencyKey: randomUUID() });
      if (!placed.ok) throw new Error(placed.code);
    }
    const login = await postLogin(
      new Request('http://localhost/api/identity/login', {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ email: input.email, password: input.password }),
      }),
    );
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');

    const index = await helpIndexOf(shop);
    const helpMs: number[] = [];
    const orderMs: number[] = [];
    const retrievalMs: number[] = [];
    const suggestMs: number[] = [];
    ctx.log(`chat-bot: warming up, then ${ROUNDS} rounds of ${questions.length} help questions, one order question, ${prefixes.length} suggestions`);
    for (let round = -3; round < ROUNDS; round++) {
      const measured = round >= 0;
      for (const question of questions) {
        await timed(measured ? helpMs : null, () => chat(question));
        await timed(measured ? retrievalMs : null, async () => answerFromHelp(index, { question }));
      }
      await timed(measured ? orderMs : null, () => chat('Wo bleibt meine Bestellung?', cookie));
      for (const prefix of prefixes) await timed(measured ? suggestMs : null, () => suggestion(prefix));
    }

    const baseline = (p: number) => ({ name: `suggest endpoint p${p}`, value: percentile(suggestMs, p) });
    return {
      metrics: [
        metric('chat answer, help question p50', 'ms', percentile(helpMs, 50), baseline(50)),
        metric('chat answer, help question p95', 'ms', percentile(helpMs, 95), baseline(95)),
        metric('chat answer, "where is my order" (logged in, 3 orders) p95', 'ms', percentile(orderMs, 95), baseline(95)),
        metric('help retrieval alone p95', 'ms', percentile(retrievalMs, 95), baseline(95)),
        metric('suggest endpoint p95', 'ms', percentile(suggestMs, 95)),
      ],
      details: {
        database: database.label,
        products: PRODUCTS,
        rounds: ROUNDS,
        passages: index.passages.length,
        samples: { help: helpMs.length, order: orderMs.length, suggest: suggestMs.length },
      },
    };
  } finally {
    await closeDatabase();
  }
}
