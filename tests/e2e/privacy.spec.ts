// Privacy and the account's own data (issue 14): "download my data" (one JSON file; a visitor gets none), the phone
// number, the email change confirmed by its link, and the account's deletion confirmed by mail. In de, fr-CH and nl.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { newCustomer, signUp, uniqueEmail, waitForMail } from './support/identity';
import { messagesFor } from './support/messages';
import { shop } from './support/shops';

for (const s of [shop('de-DE'), shop('fr-CH'), shop('nl-NL')]) {
  test(`a customer downloads their data from the personal-data page in ${s.locale}`, async ({ page, axe }) => {
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

for (const s of [shop('de-DE'), shop('fr-CH'), shop('nl-NL')]) {
  test(`a customer adds a phone number, changes the email by its link and deletes the account in ${s.locale}`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    const m = messagesFor(s.locale);
    const p = m.accountPages;
    const customer = newCustomer('loeschen');
    await signUp(page, s, customer);
    await page.goto(s.url('/account/personal-data'));

    // Phone: a wrong one is refused at the field, a right one kept.
    const profile = page.getByRole('form', { name: p.personal.profileHeading });
    const phone = profile.getByLabel(p.personal.phone, { exact: true });
    await phone.fill('0049 abc');
    await profile.getByLabel(m.identity.register.lastName, { exact: true }).click();
    await expect(profile.getByText(m.identity.validation.phoneInvalid)).toBeVisible();
    await phone.fill('+49 30 1234567');
    await profile.getByRole('button', { name: p.personal.save }).click();
    await expect(profile.getByRole('status')).toHaveText(p.personal.saved);

    // Email: the password first, then the link to the new address; the old one is told.
    const newEmail = uniqueEmail('neu');
    const emailForm = page.getByRole('form', { name: p.personal.emailHeading });
    await emailForm.getByLabel(p.personal.newEmail, { exact: true }).fill(newEmail);
    await emailForm.getByLabel(p.personal.currentPassword, { exact: true }).fill('nicht-mein-Passwort');
    await emailForm.getByRole('button', { name: p.personal.emailChangeSubmit }).click();
    await expect(emailForm.getByText(p.personal.currentPasswordWrong)).toBeVisible();
    await expect(emailForm.getByLabel(p.personal.newEmail, { exact: true })).toHaveValue(newEmail);
    await emailForm.getByLabel(p.personal.currentPassword, { exact: true }).fill(customer.password);
    await emailForm.getByRole('button', { name: p.personal.emailChangeSubmit }).click();
    await expect(emailForm.getByRole('status')).toContainText(newEmail);
    await axe();
    const told = await waitForMail(customer.email, 'emailChangeRequested');
    expect(told.link).toBeUndefined();
    const confirmMail = await waitForMail(newEmail, 'emailChangeConfirm');
    await page.goto(confirmMail.link!);
    await page.getByRole('button', { name: m.accountLinks.email.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(newEmail);
    await axe();
    await waitForMail(customer.email, 'emailChanged');

    // Deletion: the password, then the link; nothing is open, so it is carried out and the session ends.
    await page.goto(s.url('/account/personal-data'));
    await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    const deletion = page.getByRole('region', { name: p.privacy.deleteHeading });
    await deletion.getByLabel(p.personal.currentPassword, { exact: true }).fill(customer.password);
    await deletion.getByRole('button', { name: p.privacy.deleteSubmit }).click();
    await expect(deletion.getByRole('status')).toHaveText(p.privacy.deleteRequested);
    await expect(deletion.getByRole('button', { name: p.privacy.withdraw })).toBeVisible();
    await axe();
    const deletionMail = await waitForMail(newEmail, 'deletionConfirm');
    await page.goto(deletionMail.link!);
    await page.getByRole('button', { name: m.accountLinks.deletion.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(m.accountLinks.deletion.deleted);
    await waitForMail(newEmail, 'deletionDone');
    const session = await page.request.get(`${s.origin}/api/customer/export`);
    expect(session.status()).toBe(401);
  });
}
