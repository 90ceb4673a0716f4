// Ad-hoc screenshots (not committed).
import { chromium } from '@playwright/test';
import { consentCookies } from './support/consent';
const port = 3341;
const out = '/tmp/widgets-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function ctx(width: number, scheme: 'light' | 'dark', headers: Record<string, string> = {}, answered = true) {
  const c = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme, extraHTTPHeaders: headers });
  await c.addCookies(consentCookies());
  if (answered) await c.addInitScript(() => { localStorage.setItem('sf-app-banner', 'dismissed'); localStorage.setItem('sf-geo-choice', 'stay'); });
  return c;
}
for (const [w, scheme] of [[360, 'light'], [1280, 'dark'], [360, 'dark'], [1280, 'light']] as const) {
  let c = await ctx(w, scheme);
  let p = await c.newPage();
  await p.goto(`http://localhost:${port}/c/damen/waesche/bhs`);
  await p.getByRole('button', { name: 'BH-Größe berechnen' }).waitFor();
  await p.screenshot({ path: `${out}/listing-${w}-${scheme}.png` });
  await p.getByRole('button', { name: 'BH-Größe berechnen' }).click();
  await p.getByRole('dialog').waitFor();
  await p.getByRole('textbox', { name: 'Brustumfang in cm', exact: true }).fill('88');
  await p.getByRole('textbox', { name: 'Unterbrustumfang in cm' }).fill('x');
  await p.getByRole('textbox', { name: 'Brustumfang in cm', exact: true }).focus();
  await p.waitForTimeout(300);
  await p.screenshot({ path: `${out}/dialog-${w}-${scheme}.png` });
  await p.goto(`http://ch.localhost:${port}/fr/p/schalen-bh-5895724`);
  await p.getByRole('button', { name: /Calculer ma taille/ }).click();
  await p.getByRole('textbox', { name: 'Tour de poitrine en cm', exact: true }).fill('88');
  await p.getByRole('textbox', { name: 'Tour de dessous de poitrine en cm' }).fill('73');
  await p.getByRole('button', { name: 'Calculer la taille' }).click();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `${out}/product-fr-${w}-${scheme}.png`, fullPage: false });
  await c.close();
  c = await ctx(w, scheme, { 'cf-ipcountry': 'AT' }, false);
  p = await c.newPage();
  await p.goto(`http://localhost:${port}/`);
  await p.getByRole('dialog').waitFor();
  await p.waitForTimeout(400);
  await p.screenshot({ path: `${out}/geo-${w}-${scheme}.png` });
  await p.getByRole('button', { name: 'Hier bleiben' }).click();
  await p.waitForTimeout(600);
  await p.screenshot({ path: `${out}/app-${w}-${scheme}.png` });
  await c.close();
}
await browser.close();
