// Decision 0076: SWR is not in the first load of the shop's pages. The bench measures the bytes (app JS per page
// type); this test names the import that would bring SWR back, before a build: no module that the shop layout or a
// catalog page imports statically (not through `import()`, not `import type`) reaches the `swr` package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const app = 'src/app/[tenant]/[locale]';
const roots = [
  `${app}/layout.tsx`,
  `${app}/page.tsx`,
  `${app}/product/[slug]/page.tsx`,
  `${app}/category-static/[...path]/page.tsx`,
  `${app}/category/[...path]/page.tsx`,
  `${app}/search/page.tsx`,
];

/** The specifiers a module imports as values when it loads: `import … from`, `import '…'`, `export … from`. */
function staticImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(statement)) {
    if (match[2]) continue; // import type / export type
    if (match[1] === 'export' && !match[3]) continue;
    found.push(match[4]!);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return `package:${specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]}`;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx|json|css)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${path.relative(root, from)}`);
}

/** Every module reached from `entry` by static imports, each with the module that imported it first. */
function importGraph(entry: string): Map<string, string | null> {
  const reached = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file.startsWith('package:') || !/\.tsx?$/.test(file)) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (reached.has(target)) continue;
      reached.set(target, file);
      queue.push(target);
    }
  }
  return reached;
}

function chain(graph: Map<string, string | null>, target: string): string[] {
  const names: string[] = [];
  for (let at: string | null | undefined = target; at; at = graph.get(at)) names.unshift(path.relative(root, at));
  return names;
}

describe('the first load of the shop pages (decision 0076)', () => {
  it('reads imports as a bundler does: values, not types or import()', () => {
    const source = [
      "import type { A } from 'types-only';",
      "import { b, type C } from './values';",
      "import './side-effect.css';",
      "export { d } from '@/features/d';",
      "export type { E } from './e';",
      "const later = () => import('./lazy');",
      "// import { f } from 'commented';",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./values', './side-effect.css', '@/features/d']);
  });

  it.each(roots)('%s reaches no SWR through static imports', (entry) => {
    const graph = importGraph(path.join(root, entry));
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.has('package:react')).toBe(true);
    // The chain of imports that brings SWR in, if one does.
    expect(graph.has('package:swr') ? chain(graph, 'package:swr') : []).toEqual([]);
  });
});
