// Reads one content file for a shop and validates it. A missing, unreachable, broken or invalid file never throws:
// it is logged (the source logs fetch failures, this file logs invalid content) and the caller renders without it.
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { defaultContentSource, type ContentSource } from '@/platform/content/content-source';
import { isNotFound } from '@/platform/content/http-status-error';
import { isPreviewRequest } from '@/platform/content/preview-request';
import { logger } from '@/platform/logging/logger';
import { contentPath, draftContentPath, type ContentKind, type ContentPathParams } from './content-paths';

export interface ContentOptions {
  /** The content source; the one CONTENT_DIR / CONTENT_BASE_URL configure otherwise. */
  source?: ContentSource;
  /** A request-scoped logger. */
  log?: Logger;
  /**
   * Content preview: the draft (drafts/<path>) when there is one, else the published file, both past every cache.
   * Unset: whether the page request previews (src/platform/content/preview-request.ts).
   */
  preview?: boolean;
}

/**
 * `not-found`: nobody published it (a 404 page is right). `unavailable`: it exists but could not be read or is
 * invalid (a page must not answer 404 for that, or caches and search engines forget it).
 */
export type ContentResult<T> =
  { status: 'found'; value: T } | { status: 'not-found' } | { status: 'unavailable' };

export interface ContentRequest<S extends z.ZodType> {
  /** Names the consumer in logs ('Error during data fetching' with component and URL). */
  component: string;
  kind: ContentKind;
  params?: ContentPathParams;
  schema: S;
}

const maxLoggedIssues = 10;

export async function loadContent<S extends z.ZodType>(
  shop: ShopContext,
  { component, kind, params, schema }: ContentRequest<S>,
  { source = defaultContentSource(), log = logger(), preview }: ContentOptions = {},
): Promise<ContentResult<z.output<S>>> {
  const published = contentPath(kind, shop, params);
  if (published === null) return { status: 'not-found' };
  const previewing = preview ?? (await isPreviewRequest());

  let raw: unknown;
  let path = published;
  try {
    if (previewing) {
      path = draftContentPath(published);
      // Most files have no draft: an absent one is expected, so only errors (a broken draft) are logged.
      const draftLog = log.isLevelEnabled('warn') ? log.child({}, { level: 'error' }) : log;
      raw = await source.read(component, path, { log: draftLog, preview: true }).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
        path = published;
        return source.read(component, path, { log, preview: true });
      });
    } else {
      raw = await source.read(component, path, { log });
    }
  } catch (error) {
    // Already logged by the source with component and URL; here it only decides how the page goes on.
    return isNotFound(error) ? { status: 'not-found' } : { status: 'unavailable' };
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, maxLoggedIssues)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    log.error({ component, path, tenant: shop.tenant.key, locale: shop.locale, issues }, 'Invalid content');
    return { status: 'unavailable' };
  }
  return { status: 'found', value: parsed.data };
}

/** For the parts of a page that are simply left out when absent: navigation, USP bar, banners, snippets. */
export async function loadContentOrNull<S extends z.ZodType>(
  shop: ShopContext,
  request: ContentRequest<S>,
  options?: ContentOptions,
): Promise<z.output<S> | null> {
  const result = await loadContent(shop, request, options);
  return result.status === 'found' ? result.value : null;
}
