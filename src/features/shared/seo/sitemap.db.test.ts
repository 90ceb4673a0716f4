import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTexts, prices, products, productTexts } from '@/commerce/catalog/catalog.schema';
import { tenants } from '@/commerce/tenant/tenants';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemap';

describe('sitemaps', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.insert(products).values([
      { tenantId: 'ch', sku: '2000001', brand: 'Alpenrot', categoryId: 'moebel-sofas' },
      { tenantId: 'de', sku: '2000002', brand: 'Alpenrot', categoryId: 'moebel-sofas' },
    ]);
    await db.insert(productTexts).values([
      { tenantId: 'ch', sku: '2000001', locale: 'de-CH', name: 'Sofa Lund', description: 'x', slug: 'sofa-lund' },
      { tenantId: 'ch', sku: '2000001', locale: 'fr-CH', name: 'Canapé Lund', description: 'x', slug: 'canape-lund' },
      { tenantId: 'de', sku: '2000002', locale: 'de-DE', name: 'Sofa Berg', description: 'x', slug: 'sofa-berg' },
    ]);
    await db.insert(prices).values([
      { tenantId: 'ch', sku: '2000001', currency: 'CHF', amount: 99900, lowest30Amount: 99900 },
      { tenantId: 'de', sku: '2000002', currency: 'EUR', amount: 79900, lowest30Amount: 79900 },
    ]);
    await db.insert(categoryTexts).values([
      { tenantId: 'ch', categoryId: 'moebel-sofas', locale: 'de-CH', name: 'Sofas', slugPath: 'moebel/wohnzimmer/sofas' },
      { tenantId: 'ch', categoryId: 'moebel-sofas', locale: 'fr-CH', name: 'Canapés', slugPath: 'meubles/salon/canapes' },
    ]);
  });
  afterAll(() => database?.close());

  it('indexes one product file per locale of the tenant', async () => {
    const index = await sitemapIndex(database.db, tenants.ch);
    expect(index).toContain('<loc>http://ch.localhost:3000/sitemaps/pages.xml</loc>');
    expect(index).toContain('products-de-CH-1.xml');
    expect(index).toContain('products-fr-CH-1.xml');
  });

  it('lists localized product and category URLs of its own tenant only', async () => {
    const fr = await sitemapFile(database.db, tenants.ch, 'products-fr-CH-1.xml');
    expect(fr).toContain('<loc>http://ch.localhost:3000/fr/p/canape-lund-2000001</loc>');
    expect(fr).not.toContain('2000002');
    const pages = await sitemapFile(database.db, tenants.ch, 'pages.xml');
    expect(pages).toContain('http://ch.localhost:3000/fr/c/meubles/salon/canapes');
    expect(pages).toContain('http://ch.localhost:3000/service-hilfe/ueber-uns/impressum');
  });

  it('lists the content pages the menus link — storefront, special pages — once each, in every language', async () => {
    const de = (await sitemapFile(database.db, tenants.de, 'pages.xml'))!;
    expect(de).toContain('<loc>http://localhost:3000/storefront</loc>');
    expect(de).toContain('<loc>http://localhost:3000/special/karriere</loc>');
    const ch = (await sitemapFile(database.db, tenants.ch, 'pages.xml'))!;
    expect(ch).toContain('<loc>http://ch.localhost:3000/special/jobs</loc>');
    expect(ch).toContain('<loc>http://ch.localhost:3000/fr/special/jobs</loc>');
    const locs = [...de.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('answers null for unknown or foreign files', async () => {
    for (const name of ['products-nl-NL-1.xml', 'products-de-CH-2.xml', '../../etc/passwd', 'pages.xml.bak']) {
      expect(await sitemapFile(database.db, tenants.ch, name), name).toBeNull();
    }
  });

  it('keeps crawlers out of personal pages and points at the sitemap', () => {
    const robots = robotsTxt(tenants.nl);
    expect(robots).toContain('Disallow: /winkelmand');
    expect(robots).toContain('Disallow: /mijn-account');
    expect(robots).toContain('Sitemap: http://nl.localhost:3000/sitemap.xml');
  });
});
