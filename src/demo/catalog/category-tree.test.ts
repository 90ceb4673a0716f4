// The seeded category tree against the shipped navigation: every /c/… link of every shop and language must open
// a category of that shop in that language.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCategoryRule } from '@/commerce/catalog/category-rule';
import { complementsOf } from '@/commerce/recommendations/complementary-categories';
import { tenantKeys, tenants } from '@/commerce/tenant/tenants';
import { categoryRows } from './catalog-rows';
import { categoryTree, leafCategoryIds } from './category-tree';

const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));

function categoryLinks(tree: unknown): string[] {
  if (Array.isArray(tree)) return tree.flatMap(categoryLinks);
  if (tree && typeof tree === 'object') {
    const href = (tree as { href?: unknown }).href;
    const own = typeof href === 'string' && href.startsWith('/c/') ? [href.slice(3)] : [];
    return [...own, ...Object.values(tree).flatMap(categoryLinks)];
  }
  return [];
}

const shops = tenantKeys.flatMap((key) => tenants[key].locales.map((locale) => [key, locale] as const));

describe('category tree', () => {
  it.each(shops)('resolves every category link of the %s %s navigation', (key, locale) => {
    const navigation = JSON.parse(readFileSync(`${contentDir}/${key}/${locale}/navigation.json`, 'utf8'));
    const links = categoryLinks(navigation);
    expect(links.length).toBeGreaterThan(90);
    const seeded = new Set(
      categoryRows(tenants[key])
        .categoryTexts.filter((t) => t.locale === locale)
        .map((t) => t.slugPath),
    );
    expect(links.filter((link) => !seeded.has(link))).toEqual([]);
  });

  it.each(shops)('gives %s %s one unique slug path and a name per category', (key, locale) => {
    const texts = categoryRows(tenants[key]).categoryTexts.filter((t) => t.locale === locale);
    expect(texts).toHaveLength(categoryTree.length);
    expect(new Set(texts.map((t) => t.slugPath)).size).toBe(texts.length);
    for (const text of texts) expect(text.slugPath).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    if (locale === 'de-CH') for (const text of texts) expect(text.name).not.toContain('ß');
  });

  it('uses the local names where the shops differ', () => {
    const name = (key: 'de' | 'at' | 'ch', id: string) =>
      categoryRows(tenants[key]).categoryTexts.find((t) => t.categoryId === id)!.name;
    expect(name('at', 'moebel-schlafzimmer-kleiderschraenke')).toBe('Kleiderkästen');
    expect(name('de', 'moebel-schlafzimmer-kleiderschraenke')).toBe('Kleiderschränke');
    expect(name('ch', 'schuhe-hausschuhe')).toBe('Hausschuhe & Finken');
  });

  it('keeps parents before children, with id paths from the root', () => {
    const seen = new Set<string>();
    for (const node of categoryTree) {
      if (node.parentId) expect(seen.has(node.parentId), node.id).toBe(true);
      expect(node.idPath.split('/').at(-1)).toBe(node.id);
      seen.add(node.id);
    }
  });

  it('makes sale a virtual category whose children restrict by department', () => {
    const sale = categoryTree.filter((node) => node.id.startsWith('sale'));
    expect(parseCategoryRule(sale.find((n) => n.id === 'sale')!.rule)).toEqual({
      kind: 'reduced',
      within: [],
    });
    for (const child of sale.filter((n) => n.parentId === 'sale')) {
      const rule = parseCategoryRule(child.rule);
      expect(rule?.within.length, child.id).toBeGreaterThan(0);
      for (const department of rule!.within)
        expect(categoryTree.some((n) => n.id === department && n.parentId === null)).toBe(true);
    }
    expect(leafCategoryIds.some((id) => id.startsWith('sale'))).toBe(false);
  });

  it('holds every category the recommendations name as a complement', () => {
    const ids = new Set(categoryTree.map((c) => c.id));
    for (const node of categoryTree) {
      for (const id of complementsOf(node.id)) expect(ids.has(id), `${node.id} → ${id}`).toBe(true);
    }
  });
});
