// Test fixtures: every page's console errors fail the test, and `axe` checks WCAG 2.2 AA.
import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { rememberedChoiceKeys } from '../../../src/features/visitor-layers/remembered-choice';
import { hydratedAttribute } from '../../../src/features/shared/lazy/hydration-mark';
import { scriptAfterPaintMeta } from '../../../src/platform/http/scripts-after-first-paint';
import { consentCookies } from './consent';

export interface ConsoleWatch {
  errors: string[];
  /** Console errors expected in a test (e.g. the 404 status of a not-found page). */
  allow(pattern: RegExp): void;
}

/** `exclude`: selectors axe leaves out, for a state that covers part of the page on purpose (an open menu). */
type Axe = (page?: Page, options?: { exclude?: string[] }) => Promise<void>;

/**
 * After a navigation, the browser tests wait until React has hydrated the page (`data-hydrated` on <html>,
 * src/features/shared/lazy/hydration-mark.tsx), not only for the load event: a page's scripts start at its first
 * paint, which on a small page comes after the load event (decision 0075). Pages without the shop's scripts (an error
 * document, a file) are not waited for; nor is a navigation that asks for less than the load event
 * (`waitUntil: 'commit' | 'domcontentloaded'`), nor a page that runs no script. Installed once on Playwright's Page
 * class, so that every page a test opens — in its own context too — waits alike.
 */
function waitForHydrationAfterNavigations(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string, unknown> & { [patched]?: true };
  if (proto[patched]) return;
  proto[patched] = true;
  // A page that runs no script at all (a context without JavaScript) has nothing to wait for: the colour-mode script
  // at the top of every page's head marks <html> (data-mode) wherever scripts run.
  const whenHydrated = (target: Page) =>
    target.waitForFunction(
      ([meta, mark]) =>
        !document.querySelector(`meta[name="${meta}"]`) ||
        !document.documentElement.hasAttribute('data-mode') ||
        document.documentElement.hasAttribute(mark!),
      [scriptAfterPaintMeta, hydratedAttribute],
      // A slow machine (CI runs the browser tests at a third of a developer machine's pace) within a test's budget.
      { timeout: 30_000 },
    );
  type Options = { waitUntil?: string } | undefined;
  const wrap = (name: 'goto' | 'reload' | 'goBack' | 'goForward' | 'waitForURL', optionsAt: number) => {
    const original = proto[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const result = await original.apply(this, args);
      const waitUntil = (args[optionsAt] as Options)?.waitUntil;
      if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') await whenHydrated(this);
      return result;
    };
  };
  wrap('goto', 1);
  wrap('waitForURL', 1);
  wrap('reload', 0);
  wrap('goBack', 0);
  wrap('goForward', 0);
}
const patched = Symbol('waits for hydration');

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
  page: async ({ page }, use) => {
    waitForHydrationAfterNavigations(page);
    await use(page);
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
