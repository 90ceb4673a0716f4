// The demo catalog of one shop as table rows: the category tree, then product by product everything that
// belongs to it. Pure and deterministic: the same seed, size and clock give the same rows, byte for byte.
import {
  IMAGE_HEIGHT,
  IMAGE_VIEWS,
  IMAGE_WIDTH,
  productImagePath,
} from '@/commerce/catalog/media-path';
import type { CategoryRows, ProductRows } from '@/commerce/catalog/replace-catalog';
import { slugify } from '@/commerce/catalog/slug';
import type { Tenant } from '@/commerce/tenant/tenants';
import { languageOf, swissSpelling, type Locale } from '@/platform/i18n/locales';
import { categorySlugPath, categoryTree } from './category-tree';
import { DAY_MS, generateOffer } from './generate-offer';
import { generateProduct, SUPPLEMENT_FIRST, type ProductText } from './generate-product';
import { generateReviews, summarizeReviews } from './generate-reviews';

export const DEFAULT_SEED = 'schaufenster';
export const DEFAULT_PRODUCT_COUNT = 2000;
/** The supplement (families-supplement.ts) adds one product for every SUPPLEMENT_SHARE of the catalog's own. */
const SUPPLEMENT_SHARE = 40;

/**
 * The product indexes of a catalog of `products` generated products: 0 … products − 1, then the supplement's
 * (women's knitwear and skirts, from SUPPLEMENT_FIRST on). A catalog of n holds the one of any smaller n.
 */
export function catalogIndexes(products: number): number[] {
  const supplement = Math.ceil(products / SUPPLEMENT_SHARE);
  return [...Array.from({ length: products }, (_, i) => i), ...Array.from({ length: supplement }, (_, i) => SUPPLEMENT_FIRST + i)];
}

export interface CatalogOptions {
  seed: string;
  products: number;
  /** The seed's "today": price histories, review dates and creation dates count back from it. */
  now: Date;
}

/** German text as Austria and Switzerland write it: the Swiss without ß, the Austrians with their Kasten. */
function localGerman(locale: Locale, text: string): string {
  if (locale === 'de-CH') return swissSpelling(text);
  if (locale === 'de-AT')
    return text.replaceAll('Kleiderschrank', 'Kleiderkasten').replaceAll('Kleiderschränke', 'Kleiderkästen');
  return text;
}

export function categoryRows(tenant: Tenant): CategoryRows {
  return {
    categories: categoryTree.map((node) => ({
      tenantId: tenant.key,
      id: node.id,
      parentId: node.parentId,
      position: node.position,
      idPath: node.idPath,
      rule: node.rule,
    })),
    categoryTexts: categoryTree.flatMap((node) =>
      tenant.locales.map((locale) => {
        const language = languageOf(locale);
        const override = locale === 'de-AT' || locale === 'de-CH' ? node.nameOverride[locale] : undefined;
        return {
          tenantId: tenant.key,
          categoryId: node.id,
          locale,
          name: override ?? localGerman(locale, node.name[language]),
          slugPath: categorySlugPath(node, language),
          description: null,
        };
      }),
    ),
  };
}

function localText(locale: Locale, text: ProductText): ProductText {
  if (languageOf(locale) !== 'de' || locale === 'de-DE') return text;
  const name = localGerman(locale, text.name);
  return {
    name,
    description: localGerman(locale, text.description),
    slug: slugify(name),
    details: Object.fromEntries(
      Object.entries(text.details).map(([k, v]) => [localGerman(locale, k), localGerman(locale, v)]),
    ),
  };
}

export function productRows(tenant: Tenant, index: number, options: CatalogOptions): ProductRows {
  const { seed, now } = options;
  const product = generateProduct(seed, index);
  const offer = generateOffer(seed, tenant.key, tenant.currency, product, now);
  const productReviews = generateReviews(seed, tenant.key, tenant.locales, product, now);
  const summary = summarizeReviews(productReviews);
  const tenantId = tenant.key;
  const { sku } = product;
  const stockBySku = new Map(offer.stock.map((s) => [s.variantSku, s]));

  return {
    product: {
      tenantId,
      sku,
      brand: product.brand,
      categoryId: product.categoryId,
      attributes: product.attributes,
      measureUnit: product.measure?.unit ?? null,
      measureQuantity: product.measure?.quantity ?? null,
      bulky: product.bulky,
      ratingAverage: summary.ratingAverage,
      ratingCount: summary.ratingCount,
      createdAt: new Date(now.getTime() - product.createdDaysAgo * DAY_MS),
      active: true,
    },
    texts: tenant.locales.map((locale) => ({
      tenantId,
      sku,
      locale,
      ...localText(locale, product.texts[languageOf(locale)]),
    })),
    variants: product.variants.map((variant) => {
      const stock = stockBySku.get(variant.variantSku)!;
      return {
        tenantId,
        sku,
        ...variant,
        stock: stock.stock,
        deliveryDaysMin: stock.deliveryDaysMin,
        deliveryDaysMax: stock.deliveryDaysMax,
      };
    }),
    price: {
      tenantId,
      sku,
      currency: offer.currency,
      amount: offer.price.amount,
      struckAmount: offer.price.struckAmount,
      lowest30Amount: offer.price.lowest30Amount,
      validFrom: offer.price.validFrom,
    },
    priceHistory: offer.history.map((point) => ({
      tenantId,
      sku,
      currency: offer.currency,
      amount: point.amount,
      validFrom: point.validFrom,
    })),
    media: product.colours.flatMap((colour, c) =>
      Array.from({ length: IMAGE_VIEWS }, (_, v) => ({
        tenantId,
        sku,
        colour: product.colourChoice ? colour : null,
        position: c * IMAGE_VIEWS + v,
        path: productImagePath({ kind: product.kind, colour, style: product.style, view: v + 1 }),
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
      })),
    ),
    reviews: productReviews.map((review) => ({ tenantId, sku, ...review })),
  };
}
