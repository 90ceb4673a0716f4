// Reads one JSON file of the content tree, from CONTENT_BASE_URL (cloud storage) when set, else from CONTENT_DIR.
// Both modes fail alike: an absent file is 'Status 404: Not Found', and every failure is logged where it happens.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { cacheTags } from '@/platform/cache/cache-tags';
import { env, type Env } from '@/platform/config/env';
import { errorFields, logger } from '@/platform/logging/logger';
import { HttpStatusError } from './http-status-error';
import { serverFetch } from './server-fetch';

export type ContentConfig = Pick<Env, 'CONTENT_DIR' | 'CONTENT_BASE_URL' | 'CONTENT_TOKEN'>;

export interface ContentReadOptions {
  log?: Logger;
  /** Bypasses caches so an editor sees what was just published. */
  preview?: boolean;
}

export interface ContentSource {
  /** The directory or base URL content comes from, for logs. */
  readonly origin: string;
  /** Reads `contentPath` (relative, e.g. `de/de-DE/navigation.json`) and parses it as JSON. */
  read(component: string, contentPath: string, options?: ContentReadOptions): Promise<unknown>;
}

export class ContentPathError extends Error {
  constructor(contentPath: string) {
    super(
      `Refused content path "${contentPath.slice(0, 200)}": only relative paths of plain segments ending in .json`,
    );
    this.name = 'ContentPathError';
  }
}

export class ContentFormatError extends Error {
  constructor(
    readonly location: string,
    cause: unknown,
  ) {
    super(
      `Broken JSON in content file ${location}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ContentFormatError';
  }
}

// Letters, digits, '_', '-' and inner dots: no '.', '..', hidden files, separators, drive letters, schemes or NUL.
const segmentPattern = /^[\p{L}\p{N}_-][\p{L}\p{N}._-]*$/u;
const maxPathLength = 512;

/** The segments of a safe relative content path; throws ContentPathError for anything else. */
export function contentPathSegments(contentPath: string): string[] {
  const segments = contentPath.split('/');
  const safe =
    contentPath.length <= maxPathLength &&
    contentPath.endsWith('.json') &&
    segments.every((s) => segmentPattern.test(s));
  if (!safe) throw new ContentPathError(contentPath);
  return segments;
}

export function contentSource(config: ContentConfig = env()): ContentSource {
  return config.CONTENT_BASE_URL
    ? urlSource(config.CONTENT_BASE_URL, config.CONTENT_TOKEN)
    : fileSource(config.CONTENT_DIR);
}

let shared: ContentSource | undefined;

/** The content source the environment configures, made once per process. */
export function defaultContentSource(): ContentSource {
  shared ??= contentSource();
  return shared;
}

function checkedSegments(component: string, contentPath: string, log: Logger): string[] {
  try {
    return contentPathSegments(contentPath);
  } catch (error) {
    log.warn({ component, ...errorFields(error) }, 'Refused content path');
    throw error;
  }
}

function urlSource(baseUrl: string, token: string | undefined): ContentSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    origin: base,
    async read(component, contentPath, { log = logger(), preview = false } = {}) {
      const segments = checkedSegments(component, contentPath, log);
      const url = new URL(segments.map(encodeURIComponent).join('/'), base).href;
      // Tagged, so publishing the file (the integration API's revalidate endpoint) reaches every page built from it.
      return serverFetch<unknown>(component, url, { token, log, cache: !preview, tags: [cacheTags.content(contentPath)] });
    },
  };
}

const absentCodes = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

// Files are read on every call: they are local and small, an edit shows at once in development, and rendered pages
// are cached by Next per tenant, locale and path anyway.
function fileSource(dir: string): ContentSource {
  const root = path.resolve(dir);
  return {
    origin: root,
    async read(component, contentPath, { log = logger() } = {}) {
      const file = path.join(root, ...checkedSegments(component, contentPath, log));
      const url = pathToFileURL(file).href;
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (absentCodes.has((error as NodeJS.ErrnoException).code ?? '')) {
          log.warn({ component, url, status: 404 }, 'Error during data fetching');
          throw new HttpStatusError('Status 404: Not Found', url, 404, 'Not Found');
        }
        log.error({ component, url, ...errorFields(error) }, 'Error during data fetching');
        throw error;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        const error = new ContentFormatError(file, cause);
        log.error({ component, url, ...errorFields(error) }, 'Error during data fetching');
        throw error;
      }
    },
  };
}
