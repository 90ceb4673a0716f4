// A category page's category from its localized slug path (/c/damen/bekleidung → "damen/bekleidung"): its name,
// the ancestors for the breadcrumb, the children for the sub-navigation and its slug path in the tenant's other
// locales for hreflang. Null for an unknown path, so the page answers with the localized 404.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Locale } from '@/platform/i18n/locales';
import { categories, categoryTexts } from './catalog.schema';

export interface CategoryLink {
  id: string;
  name: string;
  /** Below /c/, e.g. "damen/bekleidung". */
  slugPath: string;
}

export interface CategoryPage extends CategoryLink {
  description: string | null;
  /** Virtual categories (sale) list products by a rule instead of membership. */
  rule: string | null;
  /** From the root down to the parent; empty for a top category. */
  ancestors: CategoryLink[];
  children: CategoryLink[];
  /** The slug path in every locale of the tenant that names this category, this one included. */
  slugPaths: Partial<Record<Locale, string>>;
}

/** Deeper paths or longer segments than any category has are refused before the database is asked. */
const MAX_SEGMENTS = 8;
const MAX_SEGMENT_LENGTH = 100;

/** The slug path of URL segments, or null when they cannot name a category. Slugs are stored lower case. */
export function slugPathOf(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  const parts: string[] = [];
  for (const segment of segments) {
    let part = segment;
    try {
      part = decodeURIComponent(segment);
    } catch {
      return null;
    }
    part = part.normalize('NFC').toLowerCase();
    if (part === '' || part.length > MAX_SEGMENT_LENGTH || part.includes('/')) return null;
    parts.push(part);
  }
  return parts.join('/');
}

export async function findCategoryByPath(db: Db, shop: ShopContext, segments: readonly string[]): Promise<CategoryPage | null> {
  const slugPath = slugPathOf(segments);
  if (slugPath === null) return null;
  const tenantId = shop.tenant.key;

  const [found] = await db
    .select({
      id: categories.id,
      idPath: categories.idPath,
      rule: categories.rule,
      name: categoryTexts.name,
      description: categoryTexts.description,
      slugPath: categoryTexts.slugPath,
    })
    .from(categoryTexts)
    .innerJoin(categories, and(eq(categories.tenantId, categoryTexts.tenantId), eq(categories.id, categoryTexts.categoryId)))
    .where(and(eq(categoryTexts.tenantId, tenantId), eq(categoryTexts.locale, shop.locale), eq(categoryTexts.slugPath, slugPath)));
  if (!found) return null;

  const ancestorIds = found.idPath.split('/').filter((id) => id !== '' && id !== found.id);
  const [ancestorRows, childRows, localeRows] = await Promise.all([
    ancestorIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: categoryTexts.categoryId, name: categoryTexts.name, slugPath: categoryTexts.slugPath })
          .from(categoryTexts)
          .where(and(eq(categoryTexts.tenantId, tenantId), eq(categoryTexts.locale, shop.locale), inArray(categoryTexts.categoryId, ancestorIds))),
    db
      .select({ id: categories.id, name: categoryTexts.name, slugPath: categoryTexts.slugPath })
      .from(categories)
      .innerJoin(
        categoryTexts,
        and(eq(categoryTexts.tenantId, categories.tenantId), eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.locale, shop.locale)),
      )
      .where(and(eq(categories.tenantId, tenantId), eq(categories.parentId, found.id)))
      .orderBy(asc(categories.position), asc(categoryTexts.name)),
    db
      .select({ locale: categoryTexts.locale, slugPath: categoryTexts.slugPath })
      .from(categoryTexts)
      .where(
        and(eq(categoryTexts.tenantId, tenantId), eq(categoryTexts.categoryId, found.id), inArray(categoryTexts.locale, [...shop.tenant.locales])),
      ),
  ]);

  // id_path gives the order root → parent; an ancestor without a text in this locale is left out of the breadcrumb.
  const byId = new Map(ancestorRows.map((row) => [row.id, row]));
  const ancestors = ancestorIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });

  return {
    id: found.id,
    name: found.name,
    slugPath: found.slugPath,
    description: found.description,
    rule: found.rule,
    ancestors,
    children: childRows,
    slugPaths: Object.fromEntries(localeRows.map((row) => [row.locale, row.slugPath])) as Partial<Record<Locale, string>>,
  };
}
