// The shipped content tree: every file parses through its kind's schema, every tenant and locale has what a page
// needs, links point somewhere, and each locale speaks its own language.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shopContext } from '@/commerce/tenant/shop-context';
import { tenantKeys, tenants } from '@/commerce/tenant/tenants';
import { contentSource } from '@/platform/content/content-source';
import { languageOf } from '@/platform/i18n/locales';
import { matchRoute, slugPattern } from '@/platform/routing/router';
import type { RouteKey } from '@/platform/routing/route-table';
import { bannersSchema } from './banners';
import { categorySeoSchema } from './category-seo';
import { cmsPageSchema, loadCmsPage } from './cms-page';
import { contentPathTemplates, type ContentKind } from './content-paths';
import { parseLink } from './link';
import { loadServiceFlyoutMenu, menuSchema } from './menu';
import { loadNavigation, navigationSchema } from './navigation';
import { newsletterSheetSchema } from './newsletter-sheet';
import { emptyPromotionSchema, promotionSchema } from './promotion';
import { serviceLayerSchema } from './service-layer';
import { snippetsSchema } from './snippets';
import { surveySchema } from './survey';
import { loadUsp, uspSchema } from './usp';
import { voucherInfoSchema } from './vouchers';

const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));
const source = contentSource({
  CONTENT_DIR: contentDir,
  CONTENT_BASE_URL: undefined,
  CONTENT_TOKEN: undefined,
});
const options = { source };

const shops = tenantKeys.flatMap((key) => tenants[key].locales.map((locale) => shopContext(key, locale)));

const schemas: Record<ContentKind, z.ZodType> = {
  navigation: navigationSchema,
  usp: uspSchema,
  menu: menuSchema,
  snippets: snippetsSchema,
  page: cmsPageSchema,
  promotion: promotionSchema,
  emptyPromotion: emptyPromotionSchema,
  banners: bannersSchema,
  newsletterSheet: newsletterSheetSchema,
  serviceLayer: serviceLayerSchema,
  categorySeo: categorySeoSchema,
  survey: surveySchema,
  vouchers: voucherInfoSchema,
};

/** The kind whose path template a relative file path matches. */
function kindOf(relative: string): ContentKind | undefined {
  return (Object.keys(contentPathTemplates) as ContentKind[]).find((kind) => {
    const pattern = contentPathTemplates[kind]
      .replace('{tenant}/{locale}/', '')
      .replace(/[.]/g, '\\.')
      .replace('{path}', '[a-z0-9/-]+')
      .replace(/\{\w+\}/g, '[a-z0-9-]+');
    return new RegExp(`^${pattern}$`).test(relative);
  });
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

const cmsRouteKeys: RouteKey[] = [
  '/service',
  '/legal/imprint',
  '/legal/privacy',
  '/legal/terms',
  '/legal/withdrawal',
  '/legal/shipping',
  '/legal/payment',
];

describe('shipped content', () => {
  it('has a directory for every tenant locale and nothing else', async () => {
    const dirs = (await readdir(contentDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(dirs.sort()).toEqual([...tenantKeys].sort());
    for (const key of tenantKeys) {
      expect((await readdir(path.join(contentDir, key))).sort()).toEqual([...tenants[key].locales].sort());
    }
  });

  for (const shop of shops) {
    const label = `${shop.tenant.key}/${shop.locale}`;
    const localeDir = path.join(contentDir, shop.tenant.key, shop.locale);

    describe(label, () => {
      it('parses every file through the schema of its kind', async () => {
        for (const file of await filesOf(localeDir)) {
          // Drafts (drafts/<path>, shown only in preview, decision 0045) follow the published layout and schemas.
          const kind = kindOf(file.replace(/^drafts\//, ''));
          expect(kind, `${label}/${file} matches no content path`).toBeDefined();
          const parsed = schemas[kind!].safeParse(
            JSON.parse(await readFile(path.join(localeDir, file), 'utf8')),
          );
          expect(parsed.success, `${label}/${file}: ${parsed.error?.message}`).toBe(true);
        }
      });

      it('has navigation with the top categories and a USP bar', async () => {
        const navigation = await loadNavigation(shop, options);
        expect(navigation?.items.length).toBe(8);
        expect(navigation?.items.every((item) => item.children.length > 0)).toBe(true);
        expect(navigation?.items.filter((item) => item.highlight)).toHaveLength(1);
        expect((await loadUsp(shop, options))?.items.length).toBeGreaterThanOrEqual(4);
      });

      it('has the home page and every service and legal page of the routing table', async () => {
        const home = await loadCmsPage(shop, '/', options);
        expect(home.status).toBe('found');
        for (const key of cmsRouteKeys) {
          const publicPath = slugPattern(key, shop.locale);
          const page = await loadCmsPage(shop, publicPath, options);
          expect(page.status, `${label} ${key} → ${publicPath}`).toBe('found');
        }
      });

      it('has the header’s service flyout with help, shipping, payment, returns, newsletter and account links', async () => {
        const menu = await loadServiceFlyoutMenu(shop, options);
        const routes = (menu?.groups ?? []).flatMap((group) =>
          group.links.map((link) => (link.href.kind === 'route' ? link.href.route : null)),
        );
        for (const route of ['/service', '/legal/shipping', '/legal/payment', '/legal/withdrawal', '/service/newsletter/subscribe'] as const)
          expect(routes, `${label} service flyout → ${route}`).toContain(route);
        expect(routes.some((route) => route?.startsWith('/account')), `${label} service flyout → account`).toBe(true);
      });

      it('names the tenant in its imprint', async () => {
        const imprint = await loadCmsPage(shop, slugPattern('/legal/imprint', shop.locale), options);
        const text = JSON.stringify(imprint);
        expect(text).toContain(shop.tenant.legalName);
        expect(text).toContain(shop.tenant.phone);
      });

      it('links only to CMS pages that exist', async () => {
        let checked = 0;
        for (const file of await filesOf(localeDir)) {
          const text = await readFile(path.join(localeDir, file), 'utf8');
          for (const [, href] of text.matchAll(/"href": "([^"]+)"/g)) {
            const target = parseLink(href!);
            if (!target || target.kind === 'external') continue;
            const publicPath = (
              target.kind === 'route' ? slugPattern(target.route, shop.locale) : target.path
            ).split(/[?#]/)[0]!;
            // Only pages the CMS serves; app routes under a CMS prefix (contact, newsletter) are not content.
            const route = matchRoute(publicPath, shop.locale)?.key;
            if (!route || (route !== '/content/[...path]' && !cmsRouteKeys.includes(route))) continue;
            const page = await loadCmsPage(shop, publicPath, options);
            expect(page.status, `${file} → ${href}`).toBe('found');
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(10);
      });

      it('speaks the language and spelling of its locale', async () => {
        const text = (
          await Promise.all(
            (await filesOf(localeDir)).map((file) => readFile(path.join(localeDir, file), 'utf8')),
          )
        ).join('\n');
        if (shop.tenant.currency === 'CHF') expect(text).not.toMatch(/€|\bEUR\b/);
        if (shop.locale === 'de-CH') expect(text).not.toMatch(/[ßẞ]/);
        if (languageOf(shop.locale) !== 'de') {
          // The legal name ("… Versand AG") and the street are proper names; common German words are not.
          const withoutNames = text.replaceAll(shop.tenant.legalName, '').replaceAll('Sonnmattstrasse', '');
          // Words German has and French and Dutch lack ("die" is Dutch, "du" French, "ü" Dutch as in "geüploade").
          const german = withoutNames.match(
            /[ßäö]|(?<!\p{L})(und|oder|der|das|mit|für|nicht|Sie|Versand|Rechnung|Bestellung|Lieferung|Kundenkonto)(?!\p{L})/u,
          );
          expect(german?.[0], 'German text in a French or Dutch locale').toBeUndefined();
        }
      });
    });
  }
});
