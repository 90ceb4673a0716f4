// /api/inform/graphql over HTTP (decision 0044): the rating query answers per shop, anything else of the gateway is
// unknown here, and the gateway's limits (depth, aliases, cost, tokens) hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@/commerce/catalog/catalog.schema';
import { addProduct } from '@/commerce/catalog/catalog-factories';
import { closeDatabase, setDatabase } from '@/platform/db/database';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { operationLimits } from './operation-limits';
import { informGateway } from './yoga';

const POST = (request: Request) => informGateway.handleRequest(request, {});
const GET = POST;

const url = 'http://localhost/api/inform/graphql';

async function post(query: string, variables: Record<string, unknown> = {}, host = 'localhost') {
  const response = await POST(
    new Request(url, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const ratingsQuery = `query Ratings($sku: String!, $stars: Int) {
  ratings(sku: $sku, stars: $stars) { sku stars total hasMore summary { average count } reviews { title rating } }
}`;

describe('/api/inform/graphql', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await addProduct(database.db, { sku: '4400001', name: 'Strickjacke Ina' });
    await addProduct(database.db, { tenantId: 'at', sku: '4400002', name: 'Trachtenjanker' });
    const review = (tenantId: string, sku: string, rating: number, title: string) => ({
      tenantId,
      sku,
      locale: tenantId === 'at' ? 'de-AT' : 'de-DE',
      rating,
      title,
      body: 'Schön warm und gut verarbeitet.',
      authorName: 'Ina',
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    await database.db
      .insert(reviews)
      .values([
        review('de', '4400001', 5, 'Sehr warm'),
        review('de', '4400001', 3, 'Kratzt etwas'),
        review('at', '4400002', 4, 'Fesch'),
      ]);
  });
  afterAll(() => closeDatabase());

  it('answers the rating query of the shop, with and without a star filter', async () => {
    const all = await post(ratingsQuery, { sku: '4400001' });
    expect(all.status).toBe(200);
    expect(all.body.data.ratings).toMatchObject({ sku: '4400001', stars: null, total: 2, summary: { count: 2, average: 4 } });
    const five = await post(ratingsQuery, { sku: '4400001', stars: 5 });
    expect(five.body.data.ratings).toMatchObject({ stars: 5, total: 1, reviews: [{ title: 'Sehr warm', rating: 5 }] });
  });

  it('answers GET like POST', async () => {
    const response = await GET(
      new Request(`${url}?query=${encodeURIComponent('{ ratings(sku: "4400001") { total } }')}`, { headers: { host: 'localhost' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ratings: { total: 2 } } });
  });

  it('keeps each shop to its own products and reviews', async () => {
    const atFromDe = await post(ratingsQuery, { sku: '4400002' });
    expect(atFromDe.body.data.ratings).toBeNull();
    const atFromAt = await post(ratingsQuery, { sku: '4400002' }, 'at.localhost:3000');
    expect(atFromAt.body.data.ratings).toMatchObject({ total: 1, reviews: [{ title: 'Fesch' }] });
    const deFromAt = await post(ratingsQuery, { sku: '4400001' }, 'at.localhost:3000');
    expect(deFromAt.body.data.ratings).toBeNull();
  });

  it('refuses bad arguments with the gateway’s message', async () => {
    const { body } = await post(ratingsQuery, { sku: '12', stars: 9 });
    expect(body.data.ratings).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: 'sku must be 7 digits.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('knows nothing of the rest of the gateway, and no mutation', async () => {
    const basket = await post('{ basket { lines { sku } } }');
    expect(basket.status).toBe(400);
    expect(basket.body.errors[0].message).toContain('Cannot query field "basket"');
    const mutation = await post('mutation { addToBasket(sku: "4400001", quantity: 1) { lines { sku } } }');
    expect(mutation.body).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: 'Schema is not configured to execute mutation operation.' })],
    });
  });

  it('refuses an unparsable query with 400', async () => {
    const { status, body } = await post('{ ratings(sku: "4400001") { total }');
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Syntax Error/);
  });

  const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message).join('\n');

  it('refuses a query deeper than the limit', async () => {
    // The ratings go four levels deep; a type's introspection can go deeper.
    const deep = '{ __type(name: "Review") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
    const { status, body } = await post(deep);
    expect(status).toBe(400);
    expect(messages(body)).toContain(`Query depth limit of ${operationLimits.maxDepth} exceeded, found 11`);
  });

  it('refuses more aliases than the limit', async () => {
    const aliased = Array.from({ length: operationLimits.maxAliases + 1 }, (_, i) => `a${i}: ratings(sku: "4400001") { total }`);
    const { status, body } = await post(`{ ${aliased.join(' ')} }`);
    expect(status).toBe(400);
    expect(messages(body)).toContain(`Aliases limit of ${operationLimits.maxAliases} exceeded`);
  });

  it('refuses a query over the cost limit, and one over the token limit', async () => {
    const scalars = 'name kind description specifiedByURL';
    let selection = scalars;
    for (let level = 0; level < 5; level++)
      selection = `ofType { ${scalars} fields { name description isDeprecated deprecationReason args { name description } } ${selection} }`;
    const costly = await post(`{ __type(name: "Review") { fields { type { ${selection} } } } }`);
    expect(costly.status).toBe(400);
    expect(messages(costly.body)).toContain(`Query Cost limit of ${operationLimits.maxCost} exceeded`);

    const wide = 'ratings(sku: "4400001") { summary { average count histogram { stars count } } reviews { id rating title text } }';
    const long = await post(`{ ${Array.from({ length: 60 }, () => wide).join(' ')} }`);
    expect(long.status).toBe(400);
    expect(messages(long.body)).toContain(`Token limit of ${operationLimits.maxTokens} exceeded`);
  });
});
