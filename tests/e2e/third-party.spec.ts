// Third-party scripts, the data layer, the Content-Security-Policy and the web-vitals dashboard (issue 19), against
// the vendors' local stand-ins (support/vendor-stand-ins.ts; playwright.config.ts: every shop has a container, nl has
// the tag manager's disable option set, ch the environment's skip flag). A CSP violation fails every test
// (support/fixtures.ts).
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addresses, registerInCheckout, saveNewAddress } from './support/checkout';
import { consentCookies } from './support/consent';
import { expect, test } from './support/fixtures';
import { newCustomer } from './support/identity';
import { messagesFor } from './support/messages';
import { shop } from './support/shops';
import { vendorOrigin } from './support/vendor-port';

const everything = ['C0001', 'C0002', 'C0003', 'C0004'];
type Load = { name: string; readyState: string; afterLoad: boolean; src: string };
type Entry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> & { items?: Record<string, unknown>[] } };

const loads = (page: Page) => page.evaluate(() => (window as unknown as { __vendorLoads?: Load[] }).__vendorLoads ?? []);
const loadedNames = async (page: Page) => (await loads(page)).map((l) => l.name).sort();

/** Waits for the page's load event and the loader's decision after it (then for the scripts it injected to run). */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('html[data-third-party="checked"]')).toBeAttached({ timeout: 10_000 });
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) =>
      (window as unknown as { __vendorLoads?: { src: string }[] }).__vendorLoads?.some((l) => l.src === s.src)
        ? undefined
        : new Promise((r) => { s.addEventListener('load', r); s.addEventListener('error', r); setTimeout(r, 3000); }),
    )),
  );
}

/** Keeps every data-layer event of the tab across page loads (sessionStorage), in order. */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        if (entry && typeof entry === 'object' && 'event' in entry) {
          const log = JSON.parse(sessionStorage.getItem('__events') ?? '[]') as unknown[];
          log.push(JSON.parse(JSON.stringify(entry)));
          sessionStorage.setItem('__events', JSON.stringify(log));
        }
      }
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const recorded = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('__events') ?? '[]') as Entry[]);

test.describe('third-party scripts', () => {
  test.describe('before a decision', () => {
    test.use({ consentDecided: false });

    test('speed kit loads async in the head; tag manager and loyalty script only after consent, after the page is interactive', async ({ page }) => {
      const s = shop('de-DE');
      const m = messagesFor(s.locale).consent;
      await page.goto(s.url('/'));
      await settled(page);
      // Speed kit: in the head, async (never blocking), from the configured address, with the page's chunks once the
      // page has painted or been parsed (decision 0074), not competing with what the first paint needs.
      const speedKit = page.locator(`head script[src="${vendorOrigin}/speedkit/install.js"]`);
      await expect(speedKit).toHaveAttribute('async', '');
      await expect(speedKit).toHaveAttribute('crossorigin', 'anonymous');
      expect(await loadedNames(page)).toEqual(['speedKit']);
      const { started, paintedOrParsed } = await page.evaluate((src) => ({
        started: performance.getEntriesByName(src)[0]!.startTime,
        paintedOrParsed: Math.min(
          performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
        ),
      }), `${vendorOrigin}/speedkit/install.js`);
      expect(started).toBeGreaterThanOrEqual(paintedOrParsed);
      // The banner waits for a decision; nothing that needs consent has run.
      await page.getByRole('button', { name: m.acceptAll }).first().click();
      await expect.poll(() => loadedNames(page)).toEqual(['loyalty', 'speedKit', 'tagManager']);
      const late = (await loads(page)).filter((l) => l.name !== 'speedKit');
      for (const load of late) expect(load).toMatchObject({ readyState: 'complete', afterLoad: true });
      expect((await loads(page)).find((l) => l.name === 'tagManager')!.src).toBe(`${vendorOrigin}/gtm.js?id=GTM-TEST01&l=dataLayer`);
      await expect(page.locator('script[data-third-party="tagManager"]')).toHaveJSProperty('async', true);
    });
  });

  test('with consent from an earlier visit the scripts wait for the load event; statistics alone load no tag manager', async ({ page, context }) => {
    const s = shop('de-DE');
    await context.addCookies(consentCookies(everything));
    await page.goto(s.url('/basket'));
    await settled(page);
    const late = (await loads(page)).filter((l) => l.name !== 'speedKit');
    expect(late.map((l) => l.name).sort()).toEqual(['loyalty', 'tagManager']);
    for (const load of late) expect(load).toMatchObject({ readyState: 'complete', afterLoad: true });
    // The tag manager found the data layer waiting, its start entry included.
    const sawAtStart = await page.evaluate(() => (window as unknown as { __gtmSawAtStart: Entry[] }).__gtmSawAtStart);
    expect(sawAtStart.map((e) => e.event)).toContain('gtm.js');

    await context.addCookies(consentCookies(['C0001', 'C0002']));
    await page.reload();
    await settled(page);
    expect(await loadedNames(page)).toEqual(['speedKit']);
  });

  test('the skip rules: ?skipGTM, the disable option unless ?skipPTcheck, the environment skip flag', async ({ page, context }) => {
    await context.addCookies(consentCookies(everything));
    const de = shop('de-DE');
    await page.goto(`${de.url('/')}?skipGTM`);
    await settled(page);
    expect(await loadedNames(page)).toEqual(['loyalty', 'speedKit']);

    // nl: the disable option is set (GTM_DISABLED=nl); ?skipPTcheck overrides it. nl has no loyalty programme.
    const nl = shop('nl-NL');
    await page.goto(nl.url('/'));
    await settled(page);
    expect(await loadedNames(page)).toEqual(['speedKit']);
    await page.goto(`${nl.url('/')}?skipPTcheck`);
    await settled(page);
    expect(await loadedNames(page)).toEqual(['speedKit', 'tagManager']);
    await page.goto(`${nl.url('/')}?skipPTcheck&skipGTM`);
    await settled(page);
    expect(await loadedNames(page)).toEqual(['speedKit']);

    // ch: the environment's skip flag (SKIP_GTM=ch) wins over everything (ch has no loyalty programme).
    const ch = shop('de-CH');
    await page.goto(`${ch.url('/')}?skipPTcheck`);
    await settled(page);
    expect(await loadedNames(page)).toEqual(['speedKit']);
  });

  test('withdrawn consent: the next page loads without the scripts', async ({ page, context }) => {
    const s = shop('de-DE');
    const m = messagesFor(s.locale).consent;
    await context.addCookies(consentCookies(everything));
    await page.goto(s.url('/'));
    await settled(page);
    expect(await loadedNames(page)).toEqual(['loyalty', 'speedKit', 'tagManager']);
    await page.getByRole('button', { name: messagesFor(s.locale).consent.reopen }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.rejectAll }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // The same document keeps what already ran; the next page is a fresh document without it.
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${messagesFor(s.locale).shell.basket}`) }).first().click();
    await expect(page).toHaveURL(s.url('/basket'));
    await settled(page);
    expect(await loadedNames(page)).toEqual(['speedKit']);
  });

  test('the policy: a nonce on pages rendered per request, exactly the configured origins, nothing else inline', async ({ page, request }) => {
    const s = shop('de-DE');
    const checkout = await request.get(s.url('/search') + '?q=Kleid');
    const policy = checkout.headers()['content-security-policy']!;
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSrc).toContain(vendorOrigin);
    expect(scriptSrc.filter((source) => source.startsWith('http'))).toEqual([vendorOrigin]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    const html = await checkout.text();
    // Next's own inline scripts carry the nonce: every inline script of the page has it (or is the hashed one).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline.filter((a) => !a.includes('application/ld+json') && !/id="(colour-mode|consent-state|scripts-after-paint)"/.test(a)))
      expect(attributes).toContain(`nonce="${nonce}"`);
    // A second request, a second nonce.
    const again = (await request.get(s.url('/search') + '?q=Kleid')).headers()['content-security-policy']!;
    expect(again).not.toContain(nonce);
    // A page from the page cache: no nonce can be in HTML shared by everybody, so every inline script is allowed by
    // its own hash, computed from the bytes sent — and nothing else inline (decision 0055).
    for (const cached of [s.url('/'), s.url('/service')]) {
      const response = await request.get(cached);
      const sources = /script-src ([^;]*)/.exec(response.headers()['content-security-policy']!)![1]!.split(' ');
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
      const scripts = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !m[1]!.includes('application/ld+json'),
      );
      expect(scripts.length).toBeGreaterThan(2);
      for (const [, , code] of scripts) expect(sources).toContain(`'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
    }
    // The cached pages work under theirs (the fixture fails on any violation). On both kinds of page the app's
    // chunks are fetched only once the page has painted or been parsed, and then run (decision 0067).
    for (const url of [s.url('/'), s.url('/search') + '?q=Kleid']) {
      await page.goto(url);
      await settled(page);
      const timing = await page.evaluate(() => {
        const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((l) => l.href));
        return {
          paintedOrParsed: Math.min(
            performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
          ),
          chunks: performance
            .getEntriesByType('resource')
            .filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name) && !preloaded.has(r.name))
            .map((r) => ({ name: r.name, start: r.startTime })),
          named: [...document.querySelectorAll<HTMLMetaElement>('meta[name=script-after-paint]')].map((m) => new URL(m.content, location.href).href),
          running: [...document.querySelectorAll<HTMLScriptElement>('head script[async][src]')].map((s) => s.src),
        };
      });
      expect(timing.named.length).toBeGreaterThan(3);
      for (const chunk of timing.named) expect(timing.running).toContain(chunk);
      for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(timing.paintedOrParsed);
    }
  });
});

test.describe('data layer', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a complete purchase in de: the GA4 events in order with the right values, purchase once', async ({ page, context, axe }) => {
    const s = shop('de-DE');
    const m = messagesFor(s.locale);
    const c = m.checkout;
    await context.addCookies(consentCookies(everything));
    await recordDataLayer(page);

    // Search: search, view_item_list; a tile: select_item; the product page: view_item.
    await page.goto(`${s.url('/search')}?q=Kleid`);
    const tile = page.locator('main a[href*="/p/"]').first();
    await expect(tile).toBeVisible();
    await settled(page);
    const listed = await recorded(page);
    expect(listed.find((e) => e.event === 'search')).toMatchObject({ search_term: 'Kleid' });
    await tile.click();
    await page.waitForURL(/\/p\//);
    await expect(page.getByRole('button', { name: m.product.addToBasket })).toBeVisible();
    const sizes = page.getByRole('group', { name: m.product.size });
    if ((await sizes.count()) > 0)
      await sizes.getByRole('radio').and(page.locator(':not([disabled])')).first().check({ force: true });
    await page.getByRole('button', { name: m.product.addToBasket }).click();
    const layer = page.getByRole('dialog', { name: m.basket.client.added });
    await expect(layer).toBeVisible();
    await layer.getByRole('link', { name: m.basket.client.toBasket }).click();
    await expect(page).toHaveURL(s.url('/basket'));
    await expect.poll(async () => (await recorded(page)).some((e) => e.event === 'view_cart')).toBe(true);

    // Register in the checkout (sign_up), activate, deliver, pay on invoice, place the order.
    const customer = newCustomer('gtm-de');
    await registerInCheckout(page, s, customer);

    await expect(page.getByRole('heading', { level: 1, name: c.delivery.title })).toBeVisible();
    await saveNewAddress(page, s);
    await page.getByRole('button', { name: c.delivery.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.payment.title })).toBeVisible();
    await page.getByRole('radiogroup', { name: c.payment.legend }).getByText(c.payment.methods.invoice, { exact: true }).click();
    await page.getByRole('button', { name: c.payment.continue, exact: true }).click();
    // Premium is an offer on the review page, not a step (decision 0040).
    await expect(page).toHaveURL(s.url('/checkout'));
    await page.getByRole('button', { name: c.review.placeOrder }).click();
    await expect(page).toHaveURL(new RegExp(`^${s.url('/checkout/confirmation').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: c.confirmation.title })).toBeVisible();
    const orderNumber = (await page.getByText(/DE-\d{4}-\d{6}/).first().textContent())!.match(/DE-\d{4}-\d{6}/)![0];
    await expect.poll(async () => (await recorded(page)).some((e) => e.event === 'purchase')).toBe(true);
    await axe();

    // Once per order: a reload reports nothing again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: c.confirmation.title })).toBeVisible();
    await settled(page);

    const events = await recorded(page);
    const commerce = ['search', 'view_item_list', 'select_item', 'view_item', 'add_to_cart', 'view_cart', 'sign_up', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
    expect(events.map((e) => e.event).filter((e) => commerce.includes(e!))).toEqual(commerce);

    const viewed = events.find((e) => e.event === 'view_item')!.ecommerce!;
    const item = viewed.items![0]!;
    expect(viewed).toMatchObject({ currency: 'EUR', value: item.price });
    expect(typeof item.price).toBe('number');
    expect(item).toMatchObject({ item_id: expect.any(String), item_name: expect.any(String), quantity: 1 });
    const selected = events.find((e) => e.event === 'select_item')!.ecommerce!;
    expect(selected.items![0]).toMatchObject({ item_id: item.item_id, price: item.price, item_list_id: 'search_results' });
    const added = events.find((e) => e.event === 'add_to_cart')!.ecommerce!;
    expect(added).toMatchObject({ currency: 'EUR', value: item.price, items: [expect.objectContaining({ item_id: item.item_id, price: item.price, quantity: 1 })] });
    expect(events.find((e) => e.event === 'add_shipping_info')!.ecommerce).toMatchObject({ shipping_tier: 'standard', value: item.price });
    expect(events.find((e) => e.event === 'add_payment_info')!.ecommerce).toMatchObject({ payment_type: 'invoice', value: item.price });

    const purchase = events.find((e) => e.event === 'purchase')!.ecommerce!;
    const order = (await (await page.request.get(`${s.origin}/api/orders/${orderNumber}`)).json()) as {
      total: { amount: number }; vat: { amount: { amount: number } }; shipping: { amount: number };
    };
    expect(purchase).toMatchObject({
      transaction_id: orderNumber,
      currency: 'EUR',
      value: order.total.amount / 100,
      tax: order.vat.amount.amount / 100,
      shipping: order.shipping.amount / 100,
      payment_type: 'invoice',
      items: [expect.objectContaining({ item_id: item.item_id, price: item.price, quantity: 1 })],
    });
    // No personal data: neither the name nor the email nor the address; the email only hashed (marketing consent).
    const text = JSON.stringify(events);
    for (const personal of [customer.email, customer.lastName, addresses.de.street]) expect(text).not.toContain(personal);
    expect(events.find((e) => e.event === 'sign_up')).toMatchObject({ user_data: { sha256_email_address: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });
});

test.describe('/api/vitals', () => {
  const beacon = (overrides: Record<string, unknown> = {}) => ({
    id: `v5-${Math.random().toString(36).slice(2)}`,
    name: 'LCP',
    value: 1800,
    delta: 1800,
    rating: 'good',
    pathname: '/p/some-product-123',
    navigationType: 'navigate',
    deviceType: 'tablet',
    ...overrides,
  });

  test('valid, invalid, oversized and flooding beacons', async ({ request }) => {
    const s = shop('de-DE');
    const post = (data: unknown, address = '198.51.100.10', raw?: string) =>
      request.post(`${s.origin}/api/vitals`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        data: raw ?? JSON.stringify(data),
      });
    expect((await post(beacon())).status()).toBe(204);
    expect((await post(beacon({ name: 'XYZ' }))).status()).toBe(400);
    expect((await post(beacon({ value: -1 }))).status()).toBe(400);
    expect((await post(null, undefined, '{"broken":')).status()).toBe(400);
    expect((await post(beacon({ target: 'x'.repeat(9_000) }))).status()).toBe(413);
    // A flood from one address: 600 a minute, then 429; another address is not held up.
    const flood = '198.51.100.77';
    const statuses: number[] = [];
    for (let batch = 0; batch < 65; batch++)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => post({}, flood).then((r) => r.status())))));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(600);
    expect((await post(beacon(), '198.51.100.78')).status()).toBe(204);
  });

  test('the dashboard: operator login, the metrics sent read back in the charts’ data, axe clean', async ({ page, request, axe }) => {
    const s = shop('de-AT');
    // Tablet beacons on the at shop's product pages: LCP 1000, 2000, 3000, 4000 → p75 3250; one poor INP.
    for (const [i, value] of [1000, 2000, 3000, 4000].entries()) {
      const response = await request.post(`${s.origin}/api/vitals`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${120 + i}` },
        data: JSON.stringify(beacon({ value, delta: value, rating: value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor' })),
      });
      expect(response.status()).toBe(204);
    }
    await request.post(`${s.origin}/api/vitals`, {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.130' },
      data: JSON.stringify(beacon({ name: 'INP', value: 700, delta: 700, rating: 'poor' })),
    });

    const t = messagesFor(s.locale).ops;
    await page.goto(`${s.origin}/ops/vitals?tenant=at&device=tablet&pageType=product&days=7`);
    await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
    await axe();
    await page.getByLabel(t.user).fill('operator');
    await page.getByLabel(t.password).fill('wrong-password-123456');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.loginFailed })).toBeVisible();
    await page.getByLabel(t.password).fill(process.env.E2E_OPERATOR_PASSWORD!);
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    const chart = page.locator('figure[data-metric="LCP"]');
    const data = JSON.parse((await chart.getAttribute('data-chart'))!) as { days: string[]; lines: Record<string, (number | null)[]> };
    expect(data.days).toHaveLength(7);
    expect(data.lines.product!.at(-1)).toBe(3250);
    // The chart is drawn (uPlot, loaded on this route only).
    await expect(chart.locator('canvas')).toBeVisible();
    const share = page.locator('table[data-table="share"] tr[data-metric="LCP"]');
    await expect(share).toContainText('4');
    await expect(share).toContainText('50 %');
    await expect(page.locator('table[data-table="share"] tr[data-metric="INP"]')).toContainText('100 %');
    await expect(page.locator('table[data-table="slowest"]')).toContainText('/p/some-product-123');
    await page.locator('figure[data-metric="LCP"] summary').click();
    await axe();

    // Customers' sessions do not open it; logging out closes it.
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  });
});
