// "Download my data" (issue 14, privacy): from the personal-data page a logged-in customer downloads one JSON file
// with their account; a visitor gets no file. In de, fr-CH and nl.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { newCustomer, signUp } from './support/identity';
import { messagesFor } from './support/messages';
import { shop } from './support/shops';

for (const s of [shop('de-DE'), shop('fr-CH'), shop('nl-NL')]) {
  test(`a customer downloads their data from the personal-data page in ${s.locale}`, async ({ page, axe }) => {
    test.setTimeout(90_000);
    const customer = newCustomer('export');
    await signUp(page, s, customer);
    await page.goto(s.url('/account/personal-data'));
    const privacy = messagesFor(s.locale).accountPages.privacy;
    await expect(page.getByRole('heading', { name: privacy.heading, exact: true })).toBeVisible();
    await axe();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: privacy.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z]+-[\w-]+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: { email: string; language: string } };
    expect(data.account).toMatchObject({ email: customer.email, language: s.locale });

    // Logged out, the same address gives no file.
    await page.context().clearCookies();
    const answer = await page.request.get(`${s.origin}/api/customer/export`);
    expect(answer.status()).toBe(401);
  });
}
