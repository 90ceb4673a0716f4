// The category tree of a snapshot, numbered in pre-order so "in the subtree of C" is a range check, and the
// products listed in that order so a category page is one contiguous slice.
import { parseCategoryRule } from '@/commerce/catalog/category-rule';
import type { SnapshotCategory } from './catalog-snapshot';

export interface CategoryNode {
  id: string;
  name: string;
  slugPath: string;
  parentId: string | null;
  depth: number;
  rule: string | null;
  /** Number in pre-order; the subtree is [pre, end). */
  pre: number;
  end: number;
  /** Names from the root down to this category. */
  pathNames: string[];
  /** Visible products in the subtree (for virtual categories: matching the rule). */
  productCount: number;
}

export interface CategoryTree {
  byId: ReadonlyMap<string, CategoryNode>;
  /** In pre-order. */
  nodes: CategoryNode[];
  /** Products sorted by their category's pre-order number; the subtree of a node is one slice of it. */
  docsByCategory: Int32Array;
  /** docsByCategory[offset[p] .. offset[p + 1]) are the products whose own category has pre-order number p. */
  offset: Int32Array;
}


export function buildCategoryTree(categories: SnapshotCategory[]): CategoryTree {
  const known = new Map(categories.map((c) => [c.id, c]));
  const children = new Map<string | null, SnapshotCategory[]>();
  for (const category of categories) {
    // A category whose parent has no text in this locale is shown as a root rather than lost.
    const parent = category.parentId !== null && known.has(category.parentId) ? category.parentId : null;
    let list = children.get(parent);
    if (!list) children.set(parent, (list = []));
    list.push(category);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

  const nodes: CategoryNode[] = [];
  const byId = new Map<string, CategoryNode>();
  const visit = (category: SnapshotCategory, depth: number, pathNames: string[], seen: Set<string>) => {
    if (seen.has(category.id)) return; // a cycle in bad data must not hang the build
    seen.add(category.id);
    const node: CategoryNode = {
      id: category.id,
      name: category.name,
      slugPath: category.slugPath,
      parentId: category.parentId,
      depth,
      rule: category.rule,
      pre: nodes.length,
      end: 0,
      pathNames: [...pathNames, category.name],
      productCount: 0,
    };
    nodes.push(node);
    byId.set(node.id, node);
    for (const child of children.get(category.id) ?? []) visit(child, depth + 1, node.pathNames, seen);
    node.end = nodes.length;
  };
  const seen = new Set<string>();
  for (const root of children.get(null) ?? []) visit(root, 0, [], seen);
  return { byId, nodes, docsByCategory: new Int32Array(0), offset: new Int32Array(nodes.length + 1) };
}

/** Fills the product lists and counts once every product knows its category's pre-order number (-1: none). */
export function attachProducts(tree: CategoryTree, categoryOrder: Int32Array, reduced: Uint8Array): CategoryTree {
  const counts = new Int32Array(tree.nodes.length + 1);
  for (const pre of categoryOrder) if (pre >= 0) counts[pre + 1]! += 1;
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const offset = counts.slice();
  const cursor = counts.slice();
  const docsByCategory = new Int32Array(offset[tree.nodes.length]!);
  categoryOrder.forEach((pre, doc) => {
    if (pre >= 0) docsByCategory[cursor[pre]!++] = doc;
  });
  const attached = { ...tree, docsByCategory, offset };
  for (const node of tree.nodes) {
    if (node.rule === null) node.productCount = offset[node.end]! - offset[node.pre]!;
    else {
      const test = membershipTest(attached, node, categoryOrder, reduced);
      node.productCount = categoryOrder.reduce((sum, _, doc) => sum + (test(doc) ? 1 : 0), 0);
    }
  }
  return attached;
}

/**
 * Whether a product belongs to a category: its own category lies in the subtree, or, for a virtual category, it
 * matches the rule ("reduced", "reduced:damen,schuhe"). A rule this code does not know matches nothing.
 */
export function membershipTest(tree: CategoryTree, node: CategoryNode, categoryOrder: Int32Array, reduced: Uint8Array): (doc: number) => boolean {
  const inRange = (from: number, to: number) => (doc: number) => {
    const order = categoryOrder[doc]!;
    return order >= from && order < to;
  };
  if (node.rule === null) return inRange(node.pre, node.end);
  const rule = parseCategoryRule(node.rule);
  if (!rule) return () => false;
  const within = rule.within.map((id) => tree.byId.get(id)).filter((n): n is CategoryNode => n !== undefined);
  if (rule.within.length > 0 && within.length === 0) return () => false;
  const ranges = within.map((n) => inRange(n.pre, n.end));
  return (doc) => reduced[doc] === 1 && (ranges.length === 0 || ranges.some((test) => test(doc)));
}

/** For indexing: the virtual categories a product with this own category (pre-order number) and reduced flag is in. */
export function virtualCategoriesOf(tree: CategoryTree): (pre: number, reduced: boolean) => CategoryNode[] {
  const virtual = tree.nodes
    .filter((node) => node.rule !== null)
    .map((node) => {
      const rule = parseCategoryRule(node.rule);
      const within = (rule?.within ?? []).map((id) => tree.byId.get(id)).filter((n): n is CategoryNode => n !== undefined);
      return { node, rule, within };
    })
    .filter(({ rule }) => rule !== null);
  return (pre, reduced) =>
    reduced
      ? virtual
          .filter(({ rule, within }) => rule!.within.length === 0 || within.some((n) => pre >= n.pre && pre < n.end))
          .map(({ node }) => node)
      : [];
}
