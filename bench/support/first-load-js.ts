// First-load JavaScript of a page: the script files its HTML makes a current browser load (`<script src>`, script
// preloads and the chunks the start script's loader adds at the first paint or DOMContentLoaded — decision 0067 —,
// not the `nomodule` polyfills), each fetched from the app and gzipped here, as Next's "First Load JS".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { scriptAfterPaintMeta } from '../../src/platform/http/scripts-after-first-paint';
import { httpGet } from './http';

/** Level 9, as `next build` measures first-load JS (gzip-size). */
export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length;

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1];
    if (name) found[name.toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replaceAll('&amp;', '&');
  }
  return found;
}

/** Scripts a current browser runs: not `nomodule` (legacy polyfills) and not data blocks such as JSON-LD. */
function executes(attrs: Record<string, string>): boolean {
  const type = (attrs.type ?? '').toLowerCase();
  return !('nomodule' in attrs) && ['', 'text/javascript', 'application/javascript', 'module'].includes(type);
}

/** The script file a tag makes the browser load, if any. */
function loadedScript(tag: string): string | undefined {
  const element = /^<(\w+)/.exec(tag)![1]!.toLowerCase();
  const attrs = attributes(tag.replace(/^<\w+/, ''));
  if (element === 'script') return executes(attrs) ? attrs.src : undefined;
  if (element === 'meta') return attrs.name === scriptAfterPaintMeta ? attrs.content : undefined;
  return ['preload', 'modulepreload'].includes(attrs.rel ?? '') && (attrs.as ?? 'script') === 'script' ? attrs.href : undefined;
}

/** Same-origin script URLs the HTML loads, in order, each once. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link|meta)\b[^>]*>/gi)) {
    const url = loadedScript(tag);
    if (url && url.startsWith('/') && !url.startsWith('//')) urls.add(url);
  }
  return [...urls];
}

/** The bodies of inline `<script>` elements (RSC payload, bootstrap code): shipped inside the HTML, not as files. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, tagAttrs]) => {
      const attrs = attributes(tagAttrs ?? '');
      return attrs.src === undefined && executes(attrs);
    })
    .map((m) => m[2] ?? '')
    .filter(Boolean);
}

export interface FirstLoadJs {
  files: { url: string; bytes: number; gzip: number }[];
  /** Sum of the files' gzip sizes, in bytes. */
  gzip: number;
  /** Inline scripts, gzipped together (they travel in one compressed document), in bytes. */
  inlineGzip: number;
}

/**
 * The framework's chunks: `rootMainFiles` of the build manifest (React, the Next.js runtime and router, loaded by
 * every route), and the chunks that hold only Next.js's own client components (layout router, client page, error
 * boundaries), found through the client reference manifests of the build. Decision 0005 budgets what a page loads
 * on top of them.
 */
export function frameworkChunks(root: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  const framework = new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
  const modulesOfChunk = new Map<string, Set<string>>();
  for (const file of clientReferenceManifests(path.join(root, '.next', 'server', 'app'))) {
    const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } };
    runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const entry of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}))
      for (const [module, { chunks }] of Object.entries(entry.clientModules))
        for (const chunk of chunks) modulesOfChunk.set(chunk, (modulesOfChunk.get(chunk) ?? new Set()).add(module));
  }
  for (const [chunk, modules] of modulesOfChunk)
    if ([...modules].every((m) => m.startsWith('[project]/node_modules/next/'))) framework.add(chunk);
  return framework;
}

interface ClientReferenceManifest {
  clientModules: Record<string, { chunks: string[] }>;
}

function clientReferenceManifests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('client-reference-manifest.js'))
    .map((e) => path.join(e.parentPath, e.name));
}

export function splitByFramework(
  js: FirstLoadJs,
  framework: Set<string>,
): { framework: number; app: number } {
  const frameworkGzip = js.files
    .filter((f) => framework.has(f.url.split('?')[0]!))
    .reduce((sum, f) => sum + f.gzip, 0);
  return { framework: frameworkGzip, app: js.gzip - frameworkGzip };
}

export async function firstLoadJs(origin: string, host: string, html: string): Promise<FirstLoadJs> {
  const files: FirstLoadJs['files'] = [];
  for (const url of scriptUrls(html)) {
    const response = await httpGet(origin, url, host);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    files.push({ url, bytes: response.body.length, gzip: gzipSize(response.body) });
  }
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    inlineGzip: gzipSize(inlineScripts(html).join('\n')),
  };
}
