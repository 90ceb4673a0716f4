// The generated demo catalog: deterministic, large enough, and believable in the ways shoppers and the law notice.
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '@/commerce/catalog/ean';
import { parseProductImagePath } from '@/commerce/catalog/media-path';
import { priceStateAt } from '@/commerce/catalog/lowest-price';
import { isSku } from '@/commerce/catalog/product-url';
import { tenantKeys, tenants, type TenantKey } from '@/commerce/tenant/tenants';
import { brands, coffeeModels, furnitureModels } from './brands';
import type { ProductRows } from '@/commerce/catalog/replace-catalog';
import { catalogIndexes, DEFAULT_PRODUCT_COUNT, productRows, type CatalogOptions } from './catalog-rows';
import { leafCategoryIds } from './category-tree';
import { summarizeReviews } from './generate-reviews';
import { isBraSize, isShoeSize, sizeScales } from './sizes';

const now = new Date('2026-06-15T00:00:00Z');
const options: CatalogOptions = { seed: 'test', products: DEFAULT_PRODUCT_COUNT, now };
const catalogs = {} as Record<TenantKey, ProductRows[]>;

beforeAll(() => {
  for (const key of tenantKeys)
    catalogs[key] = catalogIndexes(options.products).map((i) => productRows(tenants[key], i, options));
});

const generate = (key: TenantKey, count: number, seed = 'test') =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => productRows(tenants[key], i, { seed, products: count, now })),
  );

/** Proper names may carry umlauts in any language (Malmö, Bergström); everything else in fr and nl may not. */
const properNames = [...Object.values(brands).flat(), ...furnitureModels, ...coffeeModels];
const withoutNames = (text: string) => properNames.reduce((rest, name) => rest.replaceAll(name, ''), text);

describe('demo catalog generator', () => {
  it('is deterministic: the same seed gives the same rows byte for byte, another seed other rows', () => {
    for (const key of tenantKeys) expect(generate(key, 150)).toBe(generate(key, 150));
    expect(generate('de', 50, 'other')).not.toBe(generate('de', 50));
    // Product n does not depend on the catalog size, so a large benchmark catalog contains the small one.
    expect(JSON.stringify(productRows(tenants.at, 7, { ...options, products: 10 }))).toBe(
      JSON.stringify(catalogs.at[7]),
    );
  });

  it.each(tenantKeys)(
    'fills %s with at least 2,000 products in every leaf category, same skus in every shop',
    (key) => {
      expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(2000);
      const rows = catalogs[key];
      expect(rows).toHaveLength(catalogIndexes(DEFAULT_PRODUCT_COUNT).length);
      expect(new Set(rows.map((r) => r.product.sku)).size).toBe(rows.length);
      for (const r of rows) expect(isSku(r.product.sku)).toBe(true);
      expect(rows.map((r) => r.product.sku)).toEqual(catalogs.de.map((r) => r.product.sku));
      const categories = new Set(rows.map((r) => r.product.categoryId));
      expect(leafCategoryIds.filter((id) => !categories.has(id))).toEqual([]);
    },
  );

  it.each(tenantKeys)('gives every %s variant a valid EAN-13, unique in the shop, and its own sku', (key) => {
    const variants = catalogs[key].flatMap((r) => r.variants);
    expect(variants.length).toBeGreaterThan(DEFAULT_PRODUCT_COUNT * 3);
    for (const v of variants) expect(isValidEan13(v.ean), v.ean).toBe(true);
    expect(new Set(variants.map((v) => v.ean)).size).toBe(variants.length);
    expect(new Set(variants.map((v) => v.variantSku)).size).toBe(variants.length);
  });

  it.each(tenantKeys)('gives every %s product pictures and texts in every locale of the shop', (key) => {
    for (const r of catalogs[key]) {
      expect(r.media.length).toBeGreaterThanOrEqual(1);
      for (const m of r.media)
        expect(parseProductImagePath(m.path.split('/').slice(2)), m.path).not.toBeNull();
      expect(r.texts.map((t) => t.locale)).toEqual([...tenants[key].locales]);
      for (const t of r.texts) {
        expect(t.name.length).toBeGreaterThanOrEqual(3);
        expect(t.description.length).toBeGreaterThan(60);
        expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        if (t.locale === 'fr-CH' || t.locale === 'nl-NL')
          expect(withoutNames(`${t.name} ${t.description}`), t.name).not.toMatch(/[äöüß]/);
        if (t.locale === 'de-CH') expect(`${t.name} ${t.description}`).not.toContain('ß');
      }
    }
  });

  it('writes German as a catalog does: the dative after "aus", and no rain-jacket seams on a winter jacket', () => {
    const german = catalogs.de.flatMap((r) => r.texts).filter((t) => t.locale === 'de-DE');
    const madeOf = german.filter((t) => /Gefertigt aus/.test(t.description));
    expect(madeOf.length).toBeGreaterThan(100);
    for (const t of madeOf) expect(t.description, t.name).not.toMatch(/Gefertigt aus \S+es /);
    expect(german.some((t) => t.description.includes('Gefertigt aus recyceltem Polyester.'))).toBe(true);
    const winterJackets = german.filter((t) => /^Winterjacke/.test(t.name));
    expect(winterJackets.length).toBeGreaterThan(0);
    for (const t of winterJackets) expect(t.description, t.name).not.toContain('Regen draußen');
  });

  it('gives goods sizes that fit them', () => {
    const sizesIn = (prefix: string) =>
      catalogs.de
        .filter((r) => r.product.categoryId.startsWith(prefix))
        .flatMap((r) => r.variants.map((v) => v.size));
    const bras = sizesIn('damen-waesche-bhs');
    expect(bras.length).toBeGreaterThan(100);
    for (const size of bras) expect(isBraSize(size!), String(size)).toBe(true);
    for (const size of sizesIn('schuhe-')) expect(isShoeSize(size!), String(size)).toBe(true);
    const dresses = new Set<string>(sizeScales.womenNumeric.sizes);
    for (const size of sizesIn('damen-bekleidung-kleider')) expect(dresses.has(size!)).toBe(true);
    for (const size of sizesIn('moebel-schlafzimmer-betten')) expect(size).toMatch(/^\d{3}x200$/);
    for (const size of sizesIn('wohnen-heimtextilien-bettwaesche')) expect(size).toMatch(/^\d{3}x2\d0$/);
    const tvs = catalogs.de.filter((r) => r.product.categoryId === 'technik-tv-audio-fernseher');
    for (const tv of tvs) expect(tv.texts[0]!.name).toContain(`${tv.product.attributes!.diagonal_inch} Zoll`);
    expect(new Set(tvs.map((tv) => tv.product.attributes!.diagonal_inch))).toEqual(
      new Set([43, 50, 55, 65, 75]),
    );
    for (const sofa of catalogs.de.filter((r) => r.product.categoryId === 'moebel-wohnzimmer-sofas')) {
      expect(sofa.product.attributes!.dimensions_cm).toMatch(/^\d{3}x\d{2,3}x\d{2}$/);
    }
  });

  it('ships furniture and large appliances by freight and sells some home goods by measure', () => {
    for (const r of catalogs.de.filter((r) => r.product.categoryId.startsWith('moebel-')))
      expect(r.product.bulky).toBe(true);
    for (const r of catalogs.de.filter(
      (r) =>
        r.product.categoryId.startsWith('technik-haushaltsgeraete-waschmaschinen') &&
        r.product.measureUnit === null,
    ))
      expect(r.product.bulky).toBe(true);
    const byMeasure = catalogs.de.filter((r) => r.product.measureUnit !== null);
    expect(new Set(byMeasure.map((r) => r.product.measureUnit))).toEqual(new Set(['kg', 'l', 'm2']));
    for (const r of byMeasure) expect(r.product.measureQuantity).toBeGreaterThan(0);
  });

  it.each(tenantKeys)('prices %s in its currency and reduces some products lawfully', (key) => {
    const rows = catalogs[key];
    const currency = key === 'ch' ? 'CHF' : 'EUR';
    const reduced = rows.filter((r) => r.price.struckAmount !== null);
    expect(reduced.length / rows.length).toBeGreaterThan(0.1);
    expect(reduced.length / rows.length).toBeLessThan(0.35);
    for (const r of rows) {
      expect(r.price.currency).toBe(currency);
      expect(r.price.amount).toBeGreaterThan(0);
      const state = priceStateAt(
        r.priceHistory.map((h) => ({ amount: h.amount, validFrom: h.validFrom })),
        now,
      )!;
      expect({ amount: state.amount, struck: state.struckAmount, lowest: state.lowest30Amount }).toEqual({
        amount: r.price.amount,
        struck: r.price.struckAmount,
        lowest: r.price.lowest30Amount,
      });
      for (const h of r.priceHistory) expect(h.validFrom.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const r of reduced) {
      expect(r.price.struckAmount!).toBeGreaterThan(r.price.amount);
      expect(r.price.lowest30Amount).toBeLessThanOrEqual(r.price.struckAmount!);
      // The reduction is real against the 30-day low too, so a percentage off it is never negative.
      expect(r.price.lowest30Amount).toBeGreaterThan(r.price.amount);
    }
    expect(reduced.some((r) => r.price.lowest30Amount < r.price.struckAmount!)).toBe(true);
  });

  it('prices Switzerland in francs above the German euro price, and Austria at or a little above Germany', () => {
    const regular = (key: TenantKey, i: number) => catalogs[key][i]!.priceHistory.at(-1)!.amount;
    let ratios = 0;
    for (let i = 0; i < DEFAULT_PRODUCT_COUNT; i++) {
      const ch = catalogs.ch[i]!.price;
      expect(String(ch.amount)).toMatch(/(90|95|00)$/);
      if (catalogs.ch[i]!.price.struckAmount === null && catalogs.de[i]!.price.struckAmount === null) {
        const ratio = regular('ch', i) / regular('de', i);
        expect(ratio).toBeGreaterThan(0.9);
        expect(ratio).toBeLessThan(1.35);
        ratios++;
        if (catalogs.at[i]!.price.struckAmount === null)
          expect(regular('at', i)).toBeGreaterThanOrEqual(regular('de', i) * 0.95);
      }
    }
    expect(ratios).toBeGreaterThan(1000);
  });

  it.each(tenantKeys)('keeps stock and delivery believable in %s', (key) => {
    const variants = catalogs[key].flatMap((r) => r.variants);
    const soldOut = variants.filter((v) => v.stock === 0).length / variants.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.3);
    expect(variants.some((v) => v.stock! > 0 && v.deliveryDaysMin === null)).toBe(true);
    for (const v of variants) {
      expect((v.deliveryDaysMin === null) === (v.deliveryDaysMax === null)).toBe(true);
      if (v.deliveryDaysMin !== null) expect(v.deliveryDaysMin!).toBeLessThanOrEqual(v.deliveryDaysMax!);
    }
  });

  it.each(tenantKeys)(
    'writes %s reviews in the shop’s languages and keeps ratings consistent with them',
    (key) => {
      const rows = catalogs[key];
      const reviews = rows.flatMap((r) => r.reviews);
      expect(reviews.length).toBeGreaterThan(DEFAULT_PRODUCT_COUNT * 2);
      expect(rows.filter((r) => r.reviews.length >= 3).length / rows.length).toBeGreaterThan(0.3);
      expect(new Set(reviews.map((r) => r.locale))).toEqual(new Set(tenants[key].locales));
      const stars = [1, 2, 3, 4, 5].map((s) => reviews.filter((r) => r.rating === s).length);
      expect(stars[4]!).toBeGreaterThan(stars[2]!);
      expect(stars[0]!).toBeGreaterThan(0);
      for (const r of rows) {
        expect({ average: r.product.ratingAverage, count: r.product.ratingCount }).toEqual(
          (({ ratingAverage, ratingCount }) => ({ average: ratingAverage, count: ratingCount }))(
            summarizeReviews(r.reviews as never),
          ),
        );
        for (const review of r.reviews) {
          expect(review.createdAt!.getTime()).toBeLessThan(now.getTime());
          expect(review.createdAt!.getTime()).toBeGreaterThan(r.product.createdAt!.getTime());
          if (review.locale === 'fr-CH' || review.locale === 'nl-NL')
            expect(`${review.title} ${review.body}`).not.toMatch(/[äöüß]/);
        }
      }
    },
  );
});
