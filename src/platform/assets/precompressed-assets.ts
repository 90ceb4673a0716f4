// Sends Next's build assets as the compressed copies written after the build (precompress-assets.ts) to a client
// that accepts them, instead of compressing the same file again on every request (≈ 8 ms of CPU for the framework
// chunk, 15 requests a page load). What has no copy, or a client that takes neither Brotli nor gzip, goes on to Next.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import { COMPRESSIBLE_EXTENSIONS, COPY_SUFFIX } from './precompress-assets';

const URL_PREFIX = '/_next/static/';
/** As Next sends its build assets: the names change with the content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** In order of preference: Brotli's copies are the smaller. */
const ENCODINGS = ['br', 'gzip'] as const satisfies readonly (keyof typeof COPY_SUFFIX)[];
type Encoding = (typeof ENCODINGS)[number];

/** negotiator 1.x takes the server's preference for equally weighted encodings; its @types still describe 0.6. */
interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

interface Asset {
  type: string;
  copies: Partial<Record<Encoding, string>>;
}

/**
 * A request handler for the assets under staticDir (.next/static) that have compressed copies: true when it answers
 * (the body follows asynchronously; a copy that cannot be read hands the request to `fallback`), false otherwise.
 */
export function precompressedAssets(staticDir: string, onError: (error: unknown, file: string) => void) {
  const assets = indexAssets(staticDir);
  const bodies = new Map<string, Promise<Buffer>>();
  const read = (file: string) => {
    let body = bodies.get(file);
    if (!body) {
      body = readFile(file);
      body.catch(() => bodies.delete(file));
      bodies.set(file, body);
    }
    return body;
  };

  return {
    size: assets.size,
    serve(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      if (!url.startsWith(URL_PREFIX)) return false;
      const asset = assets.get(url.split('?')[0]!.slice(URL_PREFIX.length));
      if (!asset) return false;
      const available = ENCODINGS.filter((encoding) => asset.copies[encoding]);
      // Browsers list gzip first with the same weight as br ("gzip, deflate, br, zstd"): the smaller copy then wins.
      const negotiator = new Negotiator(req) as unknown as PreferringNegotiator;
      const encoding = negotiator.encoding([...available], { preferred: [...ENCODINGS] }) as Encoding | undefined;
      const file = encoding ? asset.copies[encoding] : undefined;
      if (!encoding || !file) return false;
      read(file).then(
        (body) => {
          res.writeHead(200, {
            'content-type': asset.type,
            'content-encoding': encoding,
            'content-length': body.length,
            'cache-control': IMMUTABLE,
            vary: 'Accept-Encoding',
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (error: unknown) => {
          onError(error, file);
          fallback();
        },
      );
      return true;
    },
  };
}

/** The assets with at least one compressed copy, by their path under the static directory ("chunks/x.js"). */
function indexAssets(staticDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(staticDir)) return assets;
  for (const name of readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    const key = name.split(path.sep).join('/');
    const encoding = ENCODINGS.find((e) => key.endsWith(COPY_SUFFIX[e]));
    if (!encoding) continue;
    const original = key.slice(0, -COPY_SUFFIX[encoding].length);
    const type = COMPRESSIBLE_EXTENSIONS.has(path.extname(original)) && contentType(path.extname(original));
    if (!type) continue;
    const asset = assets.get(original) ?? { type, copies: {} };
    asset.copies[encoding] = path.join(staticDir, name);
    assets.set(original, asset);
  }
  return assets;
}
