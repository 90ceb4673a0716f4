// Test fixtures: every page's console errors fail the test, and `axe` checks WCAG 2.2 AA.
import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { rememberedChoiceKeys } from '../../../src/features/visitor-layers/remembered-choice';
import { consentCookies } from './consent';

export interface ConsoleWatch {
  errors: string[];
  /** Console errors expected in a test (e.g. the 404 status of a not-found page). */
  allow(pattern: RegExp): void;
}

/** `exclude`: selectors axe leaves out, for a state that covers part of the page on purpose (an open menu). */
type Axe = (page?: Page, options?: { exclude?: string[] }) => Promise<void>;

export const test = base.extend<{ consentDecided: boolean; layersAnswered: boolean; consoleWatch: ConsoleWatch; axe: Axe }>({
  // The consent banner covers a corner of every page until it is answered. Tests start with it answered
  // (necessary cookies only); the consent tests say `test.use({ consentDecided: false })`.
  consentDecided: [true, { option: true }],
  // Likewise the app banner on phone widths and the geo-country offer (decision 0048): tests start as a visitor who
  // has answered both; tests/e2e/visitor-layers.spec.ts says `test.use({ layersAnswered: false })`.
  layersAnswered: [true, { option: true }],
  // Each test is a shopper of their own: the server (which trusts the loopback proxy in playwright.config.ts) sees
  // the test's own client address, so the per-address limits (registrations: 20 an hour) count per test, as they
  // would for real shoppers, instead of the whole suite sharing 127.0.0.1.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a, b, c] = createHash('sha256').update(testInfo.testId).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${(c! % 254) + 1}` });
  },
  context: async ({ context, consentDecided, layersAnswered }, use) => {
    // A Content-Security-Policy violation is a console error, so it fails the test (consoleWatch below).
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
      ),
    );
    if (consentDecided) await context.addCookies(consentCookies());
    if (layersAnswered)
      await context.addInitScript((keys) => {
        // about:blank and other opaque documents have no storage: reading it throws there.
        try {
          window.localStorage.setItem(keys.app, 'dismissed');
          window.localStorage.setItem(keys.geo, 'stay');
        } catch {
          /* nothing to remember in a document without storage */
        }
      }, rememberedChoiceKeys);
    await use(context);
  },
  consoleWatch: async ({ page }, use) => {
    const errors: string[] = [];
    const allowed: RegExp[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use({ errors, allow: (pattern) => allowed.push(pattern) });
    expect(errors.filter((e) => !allowed.some((p) => p.test(e))), 'console errors').toEqual([]);
  },
  axe: async ({ page }, use) => {
    await use(async (target = page, options = {}) => {
      // A fading-in layer (consent banner, dialogs) has mixed colours until its transition ends; axe would measure
      // those. Wait for running CSS transitions and animations first (infinite ones, like spinners, are left alone).
      await target.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      // After a refresh (router.refresh) Next streams the page's metadata after its body: for a moment the document
      // has no <title> (a full run caught axe in that moment once, returns.spec nl-NL). Measure the settled page.
      await target.waitForFunction(() => document.title !== '');
      let builder = new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const results = await builder.analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
