// Virtual categories (sale) store a rule instead of holding products: "reduced" lists every reduced product,
// "reduced:damen,schuhe" only those filed under these top-level categories.
export interface ReducedRule {
  kind: 'reduced';
  /** Category ids whose subtrees the rule is limited to; empty means the whole assortment. */
  within: string[];
}

export type CategoryRule = ReducedRule;

const RULE = /^reduced(?::([a-z0-9-]+(?:,[a-z0-9-]+)*))?$/;

/** The rule of a category row, or null for an ordinary category (and for a rule this code does not know). */
export function parseCategoryRule(rule: string | null): CategoryRule | null {
  if (!rule) return null;
  const match = RULE.exec(rule);
  if (!match) return null;
  return { kind: 'reduced', within: match[1] ? match[1].split(',') : [] };
}

export function formatCategoryRule(rule: CategoryRule): string {
  return rule.within.length ? `reduced:${rule.within.join(',')}` : 'reduced';
}
