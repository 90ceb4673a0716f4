// Catches a broken family when the module loads instead of as odd products: unknown category, empty phrase
// lists, a placeholder no fact fills.
import { leafCategoryIds } from './category-tree';
import type { Family } from './family';

export function familiesOf(list: Family[]): readonly Family[] {
  const ids = new Set<string>();
  for (const family of list) {
    const problem =
      (ids.has(family.id) && 'duplicate id') ||
      (!leafCategoryIds.includes(family.category) &&
        `category ${family.category} is not a leaf of the tree`) ||
      (family.nouns.length === 0 && 'no nouns') ||
      (family.intro.length === 0 && 'no intro') ||
      (family.features.length < 2 && 'fewer than two features') ||
      (family.colours.length === 0 && 'no colours') ||
      (family.brands.length === 0 && 'no brands') ||
      (family.price[0] > family.price[1] && 'price band upside down') ||
      ((family.nounAttributes?.length ?? family.nouns.length) !== family.nouns.length && 'nounAttributes not aligned with nouns') ||
      ((family.nounFeatures?.length ?? family.nouns.length) !== family.nouns.length && 'nounFeatures not aligned with nouns') ||
      (family.nounFeatures?.some((list) => list && list.length !== family.features.length) &&
        'nounFeatures not as long as features') ||
      ((family.extraAttributes?.length ?? family.extras?.length ?? 0) !== (family.extras?.length ?? 0) &&
        'extraAttributes not aligned with extras');
    if (problem) throw new Error(`product family ${family.id}: ${problem}`);
    ids.add(family.id);
  }
  return list;
}
