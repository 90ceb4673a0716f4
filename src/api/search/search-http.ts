// The edge of the search endpoints: rate limits, cache headers, and the mapping of search error codes to HTTP
// status and the localized message.
import { createTranslator } from 'use-intl/core';
import { SearchError, searchRefusals, type SearchErrorCode } from '@/commerce/search/errors';
import type { LimitRule } from '@/platform/rate-limit/rate-limiter';
import type { Locale } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { noStore, statusOf } from '@/api/http/responses';

/** Generous: a shopper typing fast sends a few suggest requests a second, and a shop behind one NAT many more. */
export const searchLimit: LimitRule = { name: 'search', points: 600, durationSeconds: 60 };
export const historyLimit: LimitRule = { name: 'search-history', points: 120, durationSeconds: 60 };

/** Search answers hold no personal data and carry no cookie: shared caches may keep them briefly. */
export const publicCache = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' } as const;

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translator(locale: Locale, namespace: string): Translate {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: namespace as never }) as unknown as Translate;
}

export function errorMessage(code: SearchErrorCode, locale: Locale): string {
  // The empty-term message is the header form's (SPEC §5); one text, one key.
  if (code === 'SEARCH_TERM_EMPTY') return translator(locale, 'shell')('searchEmpty');
  if (code === 'SEARCH_CATEGORY_UNKNOWN') return translator(locale, 'search')('categoryUnknown');
  return translator(locale, 'search')('loginRequired');
}

export function errorResponse(code: SearchErrorCode, locale: Locale): Response {
  return Response.json({ code, message: errorMessage(code, locale) }, { status: statusOf(searchRefusals, code), headers: noStore });
}

/** The answer for a search error, or the error rethrown when it is not one. */
export function searchFailure(error: unknown, locale: Locale): Response {
  if (error instanceof SearchError) return errorResponse(error.code, locale);
  throw error;
}
