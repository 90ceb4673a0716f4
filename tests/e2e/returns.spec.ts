// Return registration (issue 14): an order on invoice, shipped through the ERP API, is opened in the account; the
// customer picks a piece and a reason, gets the return number and downloads the slip (a PDF); the return is listed;
// the mail carries the slip; another customer gets neither the order nor the slip. In de, fr-CH and nl.
import { expect, test } from './support/fixtures';
import { orderOnInvoice } from './support/account';
import { erpHeaders } from './support/erp';
import { newCustomer, signUp, waitForMail } from './support/identity';
import { fill, messagesFor } from './support/messages';
import { shop } from './support/shops';


test.describe.configure({ timeout: 150_000 });

const dress = { 'de-DE': 'Kleid', 'fr-CH': 'robe', 'nl-NL': 'jurk' } as const;

for (const s of [shop('de-DE'), shop('fr-CH'), shop('nl-NL')] as const) {
  test(`a shipped order is registered for return with its slip in ${s.locale}`, async ({ page, browser, axe }) => {
    const r = messagesFor(s.locale).returns;
    const customer = newCustomer('retoure');
    const { orderNumber, goods } = await orderOnInvoice(page, s, customer, dress[s.locale as keyof typeof dress]);

    // Not shipped yet: no form, the reason why.
    await page.goto(s.url('/account/orders/[orderNumber]', { orderNumber }));
    await expect(page.getByRole('region', { name: r.title })).toContainText(r.notYet);

    const api = `${s.origin}/api/integration/v1/orders/${orderNumber}`;
    const headers = erpHeaders(s.tenant);
    expect((await page.request.post(`${api}/status`, { headers, data: { status: 'in-fulfilment' } })).status()).toBe(200);
    expect((await page.request.post(`${api}/shipments`, { headers, data: { carrier: 'DHL', trackingNumber: '00340434161234567890' } })).status()).toBe(200);

    await page.reload();
    const section = page.getByRole('region', { name: r.title });
    const submit = section.getByRole('button', { name: r.submit });
    await expect(submit).toBeDisabled();
    // The order holds one line: its quantity select is named by the product.
    const quantity = section.getByRole('combobox', { name: fill(r.quantity, { name: goods }) });
    await expect(quantity).toHaveCount(1);
    await quantity.selectOption('1');
    await section.getByLabel(r.reason, { exact: true }).selectOption('tooSmall');
    await expect(submit).toBeEnabled();
    await axe();
    await submit.click();

    const alert = section.getByRole('status');
    await expect(alert).toContainText(/R-[A-Z]{2}-[2-9A-Z]{8}/);
    const returnNumber = /R-[A-Z]{2}-[2-9A-Z]{8}/.exec((await alert.textContent())!)![0];
    const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('link', { name: r.slipLink }).click()]);
    expect(download.suggestedFilename()).toBe(`${returnNumber}.pdf`);
    // Listed with its own slip link once the page has refreshed.
    await expect(section.getByRole('listitem').filter({ hasText: returnNumber })).toBeVisible();
    await axe();

    const slip = await page.request.get(`${s.origin}/api/customer/returns/${returnNumber}/slip`);
    expect(slip.status()).toBe(200);
    expect(slip.headers()['content-type']).toBe('application/pdf');
    expect(slip.headers()['x-content-type-options']).toBe('nosniff');
    expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const mail = await waitForMail(customer.email, 'returnRegistered');
    expect(mail.subject).toContain(returnNumber);
    // The overview shows it in progress, with its slip.
    await page.goto(s.url('/account/overview'));
    const o = messagesFor(s.locale).accountPages.overview;
    const returnsSection = page.getByRole('region', { name: o.returnsHeading });
    await expect(returnsSection).toContainText(returnNumber);
    await expect(returnsSection).toContainText(o.returnOnItsWay);
    await expect(returnsSection.getByRole('link', { name: o.slip })).toBeVisible();

    // Another customer: neither the order's page nor the slip.
    const other = await browser.newContext();
    const tab = await other.newPage();
    await signUp(tab, s, newCustomer('retoure-b'));
    expect((await tab.goto(s.url('/account/orders/[orderNumber]', { orderNumber })))?.status()).toBe(404);
    expect((await tab.request.get(`${s.origin}/api/customer/returns/${returnNumber}/slip`)).status()).toBe(404);
    const forged = await tab.request.post(`${s.origin}/api/customer/returns`, {
      headers: { 'x-shop-csrf': '1', origin: s.origin },
      data: { orderNumber, items: [{ lineNo: 1, quantity: 1 }], reason: 'other' },
    });
    expect(forged.status()).toBe(404);
    await other.close();
  });
}

test('the order page withdraws the contract in two steps (de), and Switzerland shows no button', async ({ page, axe }) => {
  const s = shop('de-DE');
  const w = messagesFor(s.locale).orders.withdrawal;
  const customer = newCustomer('widerruf-konto');
  const { orderNumber } = await orderOnInvoice(page, s, customer);
  await page.goto(s.url('/account/orders/[orderNumber]', { orderNumber }));
  const section = page.getByRole('region', { name: w.title });
  await section.getByRole('button', { name: w.button }).click();
  await expect(section.getByText(w.confirmQuestion)).toBeVisible();
  await axe();
  await section.getByRole('button', { name: w.confirmButton }).click();
  await expect(section.getByRole('status')).toContainText(w.done.split('{date}')[0]!.trim());
  const mail = await waitForMail(customer.email, 'withdrawalConfirmation');
  expect(mail.text).toContain(orderNumber);
  // Once withdrawn, the button is gone and the order says when.
  await page.reload();
  await expect(page.getByRole('region', { name: w.title })).toHaveCount(0);

  const ch = shop('de-CH');
  const swiss = await orderOnInvoice(page, ch, newCustomer('widerruf-ch'));
  await page.goto(ch.url('/account/orders/[orderNumber]', { orderNumber: swiss.orderNumber }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: messagesFor(ch.locale).orders.withdrawal.button })).toHaveCount(0);
});
