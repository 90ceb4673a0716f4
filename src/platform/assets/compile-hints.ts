// V8's explicit compile hint (Chrome 136+): a script whose first line is `//# allFunctionsCalledOnLoad` has all its
// functions compiled while it streams in, on a background thread, instead of each one on the main thread the first
// time it is called. Our chunks are the page's start-up code — module factories and the components the page hydrates
// are called on load anyway — so without the hint their compilation is a main-thread task of the page load (the
// turbopack runtime's module instantiation showed 340 ms of self time per basket load at 4× CPU slowdown, nearly all
// of it lazy compilation). Browsers without the hint read a comment. Decision 0072.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint on the first line of every script under dir that lacks it; returns how many it changed. Run after
 * `next build` and before the compressed copies are written (precompress-assets.ts), which must hold the same bytes.
 * No browser source maps are built, so no map's line numbers need to move with it.
 */
export function addCompileHints(dir: string): number {
  let changed = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (path.extname(name) !== '.js') continue;
    const file = path.join(dir, name);
    const body = readFileSync(file, 'utf8');
    if (body.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + body);
    changed += 1;
  }
  return changed;
}
