// What the search index is built from: the visible assortment of one tenant in one locale, as plain rows. Loaded
// from the database (load-catalog-snapshot.ts) or made by hand in tests.
import type { Currency } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';

export interface SnapshotCategory {
  id: string;
  parentId: string | null;
  /** Ids from the root down, joined by "/". */
  idPath: string;
  position: number;
  /** 'reduced' lists the products with a struck price; null for ordinary categories. */
  rule: string | null;
  name: string;
  slugPath: string;
}

export interface SnapshotVariant {
  size: string | null;
  colour: string | null;
  stock: number;
}

export interface SnapshotProduct {
  sku: string;
  brand: string;
  categoryId: string;
  name: string;
  description: string;
  slug: string;
  /** Localized attribute values for display, e.g. { Material: "Baumwolle" }. */
  details: Record<string, string>;
  measureUnit: string | null;
  measureQuantity: number | null;
  ratingAverage: number;
  ratingCount: number;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Minor units in the snapshot's currency. */
  price: number;
  struckPrice: number | null;
  lowest30Price: number;
  /** In the shop's order (position). */
  variants: SnapshotVariant[];
  image: { path: string; width: number; height: number } | null;
}

export interface CatalogSnapshot {
  tenant: string;
  locale: Locale;
  currency: Currency;
  categories: SnapshotCategory[];
  products: SnapshotProduct[];
}
