// Decision 0073: the install patches Next's compiled page runtime so that storing a rendered page no longer turns
// the page into JSON (its RSC payload as an array of numbers) just to measure a 2 MB limit that applies to fetch
// cache entries only. These tests fail when the patch was not applied (a missing postinstall step), or when an
// upgraded Next no longer has the code the patch was written for — then check whether upstream fixed it, and drop
// or rewrite patches/next+*.patch.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const nextRoot = path.dirname(require.resolve('next/package.json'));
const runtime = readFileSync(path.join(nextRoot, 'dist/compiled/next-server/app-page-turbo.runtime.prod.js'), 'utf8');
const nextVersion = (JSON.parse(readFileSync(path.join(nextRoot, 'package.json'), 'utf8')) as { version: string }).version;

describe("Next's page runtime as installed (patches/, decision 0073)", () => {
  it('measures the serialized size of fetch cache entries only', () => {
    // Booleans, not toContain: a failure would otherwise print the whole minified runtime.
    expect(runtime.includes('let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152'), 'patched').toBe(true);
    expect(runtime.includes('let i=JSON.stringify(t).length;'), 'unpatched code left').toBe(false);
  });

  it('has a patch for the installed Next version, and for no other', () => {
    const patches = readdirSync(path.join(process.cwd(), 'patches')).filter((name) => name.startsWith('next+'));
    expect(patches).toEqual([`next+${nextVersion}.patch`]);
  });
});
