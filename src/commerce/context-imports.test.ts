// The commerce contexts form a layered graph: no two contexts import each other, directly or round a loop
// (issue #12). Test factories are test support and do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/factories\.ts$/.test(name) ? [full] : [];
  });
}

function contextGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const context of readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory())) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(root, context)))
      for (const match of readFileSync(file, 'utf8').matchAll(/from '@\/commerce\/([a-z-]+)\//g))
        if (match[1] !== context) uses.add(match[1]!);
    graph.set(context, uses);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one context: each one is an import loop. */
function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('commerce contexts', () => {
  it('import each other only downwards: no loops', () => {
    // Placing an order is the checkout's use case (it sits above order, payment, basket, premium and credit check);
    // payment sits above order and hands the order its refund side (order/order-payments.ts); the credit check
    // takes the settled-order count from the order context. A new loop is a context reaching up: invert it.
    expect(loops(contextGraph())).toEqual([]);
  });

  it('finds a loop when one is there', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
  });
});
