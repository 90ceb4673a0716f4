// next-intl's per-request configuration. The locale comes from the [locale] route segment (set by the proxy's
// rewrite and passed on with setRequestLocale), never from a cookie or header, so pages stay cacheable.
import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { contextHeaders } from '@/platform/http/request-context';
import { defaultLocale, isLocale } from './locales';
import { messagesFor } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  // Pages call setRequestLocale; segments rendered outside a page (the 404 of an unknown path) read the proxy's header.
  const requested = (await requestLocale) ?? (await headers()).get(contextHeaders.locale);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: messagesFor(locale), timeZone: 'Europe/Berlin' };
});
