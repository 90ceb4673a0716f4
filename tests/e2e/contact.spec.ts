// Contact form (issue 17): each subject's dynamic answer and fields, a complete request with two pictures (one wrong
// file refused by name), the ticket on the success page and in both mails, validation that keeps what was typed, the
// server failing without losing anything, and the newsletter cancellation through the form; in de, fr-CH and nl.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { newCustomer, outboxDir, signUp, uniqueEmail, waitForMail, type OutboxMail } from './support/identity';
import { messagesFor } from './support/messages';
import { shop, type Shop } from './support/shops';
import { contactSubjects } from '../../src/commerce/contact/contact-subjects';

const flows = [shop('de-DE'), shop('fr-CH'), shop('nl-NL')];

test.describe.configure({ timeout: 120_000 });

const picture = async (name: string, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/** The service team's mail of a ticket (the inbox gets every shop's requests; the ticket number tells them apart). */
async function serviceMail(
  number: string,
): Promise<OutboxMail & { attachments?: { filename: string; size: number }[] }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const name of (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) =>
      n.endsWith('.json'),
    )) {
      const mail = JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMail;
      if (mail.template === 'service' && mail.subject.includes(number)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no service mail for ${number}`);
}

async function fillPerson(page: Page, s: Shop, email: string) {
  const c = messagesFor(s.locale).contact;
  await page
    .getByRole('radiogroup', { name: c.fields.salutation })
    .getByText(c.salutations.female, { exact: true })
    .click();
  await page.getByLabel(c.fields.firstName, { exact: true }).fill('Anna');
  await page.getByLabel(c.fields.lastName, { exact: true }).fill('Muster');
  await page.getByLabel(c.fields.email, { exact: true }).fill(email);
}

for (const s of flows) {
  const c = messagesFor(s.locale).contact;
  const validation = messagesFor(s.locale).checkout.validation;
  const subjectSelect = (page: Page) => page.getByLabel(c.subject, { exact: true });

  test(`each subject shows its answer and only its fields in ${s.locale}`, async ({ page, axe }) => {
    await page.goto(s.url('/service/contact'));
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await expect(page.getByRole('button', { name: c.submit })).toBeDisabled();
    await axe();
    for (const subject of contactSubjects) {
      await subjectSelect(page).selectOption(subject);
      const answer = page.getByRole('region', { name: c.answerTitle });
      await expect(answer).toContainText(c.answers[subject]);
      const link = (c.answerLinks as Record<string, string>)[subject];
      if (link) {
        const href = await answer.getByRole('link', { name: link }).getAttribute('href');
        expect(
          (await page.request.get(new URL(href!, s.origin).toString())).status(),
          `${subject} → ${href}`,
        ).toBe(200);
      }
      const complaint = subject.startsWith('complaint');
      await expect(page.getByLabel(c.fields.orderNumber, { exact: true })).toHaveCount(
        complaint || subject === 'order' || subject === 'returns' || subject === 'rewardPremium' ? 1 : 0,
      );
      await expect(page.getByLabel(c.attachments.label, { exact: true })).toHaveCount(
        complaint || ['website', 'productInfo', 'reportBarrier'].includes(subject) ? 1 : 0,
      );
      await expect(page.getByLabel(c.fields.street, { exact: true })).toHaveCount(
        ['personalData', 'removeData'].includes(subject) ? 1 : 0,
      );
      await expect(page.getByLabel(c.fields.barrierLocation, { exact: true })).toHaveCount(
        subject === 'reportBarrier' ? 1 : 0,
      );
      await expect(page.getByRole('checkbox', { name: c.fields.cancelNewsletter })).toHaveCount(
        ['dataSecurity', 'removeData'].includes(subject) ? 1 : 0,
      );
    }
    await subjectSelect(page).selectOption('reportBarrier');
    await axe();
  });

  test(`a complaint with two pictures becomes a ticket with both mails in ${s.locale}`, async ({
    page,
    axe,
  }) => {
    const email = uniqueEmail('kontakt');
    await page.goto(s.url('/service/contact'));
    await subjectSelect(page).selectOption('complaintTextiles');
    await fillPerson(page, s, email);
    await page.getByLabel(c.fields.orderNumber, { exact: true }).fill('DE-2026-000123');
    await page
      .getByLabel(c.fields.message, { exact: true })
      .fill('Die Naht <b>am Ärmel</b> ist offen.\n\nBitte um Ersatz.');
    await page
      .getByLabel(c.attachments.label, { exact: true })
      .setInputFiles([
        await picture('naht.png', { r: 200, g: 40, b: 40 }),
        await picture('etikett.png', { r: 40, g: 40, b: 200 }),
        { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') },
      ]);
    // The wrong file is named with the accepted formats; the pictures are listed with a way to remove each.
    await expect(
      page.getByText(
        c.attachments.ATTACHMENT_FORMAT.replace('{name}', 'notiz.txt').replace(
          '{formats}',
          'jpg, jpeg, png, gif, webp, bmp, heic, heif',
        ),
      ),
    ).toBeVisible();
    const list = page.getByRole('list', { name: c.attachments.list });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: c.submit })).toBeDisabled();
    await page.getByRole('checkbox', { name: c.fields.terms }).check();
    await expect(page.getByRole('button', { name: c.submit })).toBeEnabled();
    await axe();
    await page.getByRole('button', { name: c.submit }).click();

    const title = page.getByRole('heading', { name: c.success.title });
    await expect(title).toBeFocused();
    const number = /K-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec((await page.getByRole('main').textContent()) ?? '')?.[0];
    expect(number).toBeTruthy();
    await expect(page.getByRole('main')).toContainText(email);
    await axe();

    const confirmation = await waitForMail(email, 'confirmation');
    expect(confirmation.locale).toBe(s.locale);
    expect(confirmation.subject).toContain(number!);
    // The confirmation never repeats the message: the form cannot mail any text to any address.
    expect(confirmation.text).not.toContain('Naht');
    const service = await serviceMail(number!);
    expect(service.text).toContain('DE-2026-000123');
    expect(service.text).toContain('<b>am Ärmel</b>');
    expect(service.attachments?.map((a) => a.filename)).toEqual([`${number}-1.png`, `${number}-2.png`]);
  });

  test(`refused input keeps what was typed, and so does a failing server, in ${s.locale}`, async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource|ERR_FAILED|net::/);
    await page.goto(s.url('/service/contact'));
    await subjectSelect(page).selectOption('personalData');
    await fillPerson(page, s, 'anna@example');
    await page.getByLabel(c.fields.firstName, { exact: true }).focus();
    await expect(page.getByText(validation.EMAIL_INVALID)).toBeVisible();
    await page.getByLabel(c.fields.email, { exact: true }).fill(uniqueEmail('kontakt'));
    await page.getByLabel(c.fields.street, { exact: true }).fill('Hauptstraße');
    await page.getByLabel(c.fields.houseNumber, { exact: true }).fill('5');
    await page.getByLabel(c.fields.postalCode, { exact: true }).fill('12a45');
    await page.getByLabel(c.fields.city, { exact: true }).fill('Musterstadt');
    await page.getByLabel(c.fields.message, { exact: true }).focus();
    await expect(page.getByText(validation.NUMBERS_ONLY)).toBeVisible();
    await page
      .getByLabel(c.fields.postalCode, { exact: true })
      .fill(s.locale === 'nl-NL' ? '1234 AB' : s.tenant === 'de' ? '12345' : '8001');
    await page.getByRole('group', { name: c.fields.birthday }).click();
    await page.keyboard.type(s.locale === 'nl-NL' ? '02031985' : '02031985');
    await page.getByLabel(c.fields.message, { exact: true }).fill('Bitte meine Anschrift ändern.');
    await page.getByRole('checkbox', { name: c.fields.terms }).check();

    await page.route('**/api/gateway**', (route) => route.abort());
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: c.failed })).toBeFocused();
    await expect(page.getByLabel(c.fields.message, { exact: true })).toHaveValue(
      'Bitte meine Anschrift ändern.',
    );
    await expect(page.getByLabel(c.fields.street, { exact: true })).toHaveValue('Hauptstraße');
    await page.unroute('**/api/gateway**');
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByRole('heading', { name: c.success.title })).toBeVisible();
  });
}

for (const s of flows) {
  test(`the newsletter cancellation through the form sends the settings link to the address in ${s.locale}`, async ({
    page,
  }) => {
    const c = messagesFor(s.locale).contact;
    const email = uniqueEmail('kontakt-nl');
    const headers = { 'x-shop-csrf': '1', referer: s.url('/service/newsletter/subscribe'), origin: s.origin };
    expect(
      (
        await page.request.post(`${s.origin}/api/newsletter/subscribe`, {
          headers,
          data: { email, salutation: 'male', areaKey: 'e2e' },
        })
      ).status(),
    ).toBe(202);
    const token = new URLSearchParams(new URL((await waitForMail(email, 'confirm')).link!).hash.slice(1)).get(
      'token',
    );
    expect(
      (await page.request.post(`${s.origin}/api/newsletter/confirm`, { headers, data: { token } })).status(),
    ).toBe(200);

    await page.goto(s.url('/service/contact'));
    await page.getByLabel(c.subject, { exact: true }).selectOption('dataSecurity');
    await fillPerson(page, s, email);
    await page.getByRole('checkbox', { name: c.fields.cancelNewsletter }).check();
    await page.getByLabel(c.fields.message, { exact: true }).fill('Bitte keinen Newsletter mehr.');
    await page.getByRole('checkbox', { name: c.fields.terms }).check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByText(c.success.newsletterLink)).toBeVisible();
    // A stranger cannot unsubscribe someone else: the address itself gets the link to its settings.
    const manage = await waitForMail(email, 'manageLink');
    expect(manage.link).toContain('#token=');
  });
}

test('a logged-in customer finds their data filled in', async ({ page }) => {
  const s = shop('de-DE');
  const c = messagesFor(s.locale).contact;
  const customer = newCustomer('kontakt-kunde');
  await signUp(page, s, customer);
  await page.goto(s.url('/service/contact'));
  await expect(page.getByLabel(c.fields.firstName, { exact: true })).toHaveValue(customer.firstName);
  await expect(page.getByLabel(c.fields.lastName, { exact: true })).toHaveValue(customer.lastName);
  await expect(page.getByLabel(c.fields.email, { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel(c.fields.customerNumber, { exact: true })).not.toHaveValue('');
  await expect(page.getByRole('radiogroup', { name: c.fields.salutation }).getByRole('radio', { name: c.salutations.female })).toBeChecked();
});
