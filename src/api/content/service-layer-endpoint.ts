// GET /api/servicelayer?identifier=… (SPEC §7): a service-layer snippet of the request's shop and language as JSON,
// links resolved. The same for everyone, so shared caches may keep it a short while; a refusal is never cached.
import { createTranslator } from 'use-intl/core';
import { contentRefusals, type ContentRefusal } from '@/commerce/content/errors';
import type { ContentOptions } from '@/commerce/content/load-content';
import { publishBlocks } from '@/commerce/content/published-blocks';
import { readServiceLayer } from '@/commerce/content/service-layer';
import type { Locale } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { errorFields } from '@/platform/logging/logger';
import { requestScope } from '@/api/http/request-shop-context';
import { privateJson, statusOf } from '@/api/http/responses';

/** SPEC §9: remote content revalidates after 60 s; a minute old is fine, and a stale copy may bridge a slow origin. */
export const serviceLayerCache = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300', vary: 'host' } as const;

function refusal(code: ContentRefusal, locale: Locale): Response {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'serviceLayer' });
  const message = code === 'SERVICE_LAYER_UNAVAILABLE' ? t('unavailable') : t('notFound');
  return privateJson({ error: code, message }, statusOf(contentRefusals, code));
}

/** The handler; `options` lets tests hand in a content source. */
export function serviceLayerEndpoint(options: ContentOptions = {}) {
  return async function getServiceLayer(request: Request): Promise<Response> {
    const { shop, log } = requestScope(request);
    const identifier = new URL(request.url).searchParams.get('identifier');
    let result: Awaited<ReturnType<typeof readServiceLayer>>;
    try {
      result = await readServiceLayer(shop, identifier, { log, ...options });
    } catch (error) {
      // The loader logs and never throws by design; should it, the shopper still gets the load-failure message.
      log.error({ ...errorFields(error), component: 'ServiceLayer' }, 'Error during data fetching');
      return refusal('SERVICE_LAYER_UNAVAILABLE', shop.locale);
    }
    if (!result.ok) return refusal(result.code, shop.locale);
    return Response.json(
      {
        identifier: result.identifier,
        locale: shop.locale,
        title: result.layer.title,
        blocks: publishBlocks(result.layer.blocks, shop),
      },
      { headers: serviceLayerCache },
    );
  };
}
