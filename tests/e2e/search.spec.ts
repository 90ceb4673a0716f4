// The header search as a shopper uses it: suggestions while typing, chosen with the keyboard; the recent searches
// with delete one and delete all; the search endpoints answering bad input safely. axe with the list open.
import { expect, test } from './support/fixtures';
import { messagesFor } from './support/messages';
import { shop } from './support/shops';

test('suggestions while typing, chosen with the arrow keys and Enter', async ({ page, axe, consoleWatch }) => {
  await page.goto(shop('de-DE').url('/'));
  const field = page.getByRole('combobox', { name: 'Suche' });
  await field.fill('snea');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list.getByRole('group', { name: 'Kategorien' })).toBeVisible();
  await axe();
  await field.press('ArrowDown');
  const active = await field.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('snea');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/s\?q=|\/c\/|\/p\//);
  expect(consoleWatch.errors).toEqual([]);
});

test('recent searches: remembered, deleted one by one and all at once, by keyboard', async ({ page }) => {
  const m = messagesFor('de-DE');
  await page.goto(shop('de-DE').url('/'));
  const field = page.getByRole('combobox', { name: 'Suche' });
  for (const term of ['Sofa', 'Sneaker']) {
    await field.fill(term);
    // As a shopper does: type, see the suggestions, then press Enter. (Before the page has hydrated, Enter is the
    // plain form's submit, which finds the same results but cannot record the search in the history.)
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/s\\?q=${term}`));
    // The results page's header field shows the term searched, ready to refine.
    await expect(field).toHaveValue(term);
  }
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sf_vid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('combobox', { name: 'Suche' }).fill('');
  await page.getByRole('combobox', { name: 'Suche' }).focus();
  const recent = page.getByRole('group', { name: m.search.recent });
  await expect(recent.getByRole('link')).toHaveText(['Sneaker', 'Sofa']);
  // Tab leaves the field, passes the submit button and reaches the history's controls.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(recent.getByRole('button', { name: m.search.deleteOne.replace('{term}', 'Sneaker') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(recent.getByRole('link')).toHaveText(['Sofa']);
  await expect(page.getByRole('status').filter({ hasText: 'Sneaker' })).toBeAttached();
  await recent.getByRole('button', { name: m.search.deleteAll, exact: true }).click();
  await expect(recent).toHaveCount(0);
});

test('the search endpoints answer bad input with a message or a safe default, never a 500', async ({ request }) => {
  const origin = shop('de-DE').origin;
  const empty = await request.get(`${origin}/api/search/searchv2?q=`);
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe('Bitte gib zunächst Deinen Suchbegriff ein.');
  for (const query of [`q=${'x'.repeat(10_000).slice(0, 1800)}`, 'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', "q='%20OR%201%3D1%20--", 'q=Sofa&page=-1', 'q=Sofa&page=99999', 'q=Sofa&page=abc', 'q=Sofa&sort=nope&colour=plaid']) {
    const response = await request.get(`${origin}/api/search/searchv2?${query}`);
    expect(response.status(), query).toBe(200);
    expect(await response.text()).not.toContain('<script');
  }
  const suggest = await request.get(`${origin}/api/search/suggest?q=sof`);
  expect(suggest.status()).toBe(200);
  expect(suggest.headers()['cache-control']).toContain('public');
  const history = await request.get(`${origin}/api/search/searchhistory/v1`);
  expect(history.headers()['cache-control']).toBe('private, no-store');
  const join = await request.post(`${origin}/api/search/searchhistory/v1/join-with-fi`, { headers: { 'x-shop-csrf': '1' } });
  expect(join.status()).toBe(401);
});

test('a term no product matches in full shows the nearest products and says so', async ({ page, axe }) => {
  const s = shop('de-DE');
  const m = messagesFor('de-DE');
  const term = 'Sneaker qxzvwjkk';
  await page.goto(`${s.url('/search')}?q=${encodeURIComponent(term)}`);
  await expect(page.getByRole('status').filter({ hasText: m.search.partialResults.replace('{term}', term) })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await axe();
});

test('a term the products only mention (a tie in a shirt’s description) is no exact hit and the page says so', async ({ page }) => {
  const s = shop('de-DE');
  const m = messagesFor('de-DE');
  const term = 'Krawatte';
  await page.goto(`${s.url('/search')}?q=${encodeURIComponent(term)}`);
  await expect(page.getByRole('status').filter({ hasText: m.search.partialResults.replace('{term}', term) })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  // A word naming products is an exact hit: no such notice.
  await page.goto(`${s.url('/search')}?q=Hemd`);
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText(m.search.partialResults.replace('{term}', 'Hemd'))).toHaveCount(0);
});
