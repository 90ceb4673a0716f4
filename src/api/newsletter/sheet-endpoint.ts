// GET /api/newsletter/sheet?lang=: what the slide-in sheet shows once it is opened — the newsletter-sheet texts of
// the content (links resolved for the shop's language) and the messages of its form. Loaded on demand, so no page
// carries them in its first load; the same for everyone, so caches may keep it.
import { linkHref, linkServed } from '@/commerce/content/link';
import type { RichText } from '@/commerce/content/content-blocks';
import { loadNewsletterSheet, type SheetData, type SheetPart } from '@/commerce/content/newsletter-sheet';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { messagesFor } from '@/platform/i18n/messages';
import { requestScope } from '@/api/http/request-shop-context';
import { privateJson } from '@/api/http/responses';

function parts(value: RichText, shop: ShopContext): SheetPart[] {
  if (typeof value === 'string') return [value];
  return value.map((part) =>
    typeof part === 'string'
      ? part
      : 'href' in part
        ? linkServed(part.href, shop)
          ? { text: part.text, href: linkHref(part.href, shop) }
          : part.text
        : { text: part.text, strong: true },
  );
}

export async function getSheet(request: Request): Promise<Response> {
  const { shop } = requestScope(request);
  const sheet = await loadNewsletterSheet(shop);
  if (!sheet) return privateJson({ error: 'NEWSLETTER_UNAVAILABLE' }, 503);
  const { mail: _mail, unsubscribe: _unsubscribe, ...newsletter } = messagesFor(shop.locale).newsletter;
  const body: SheetData = {
    title: sheet.title,
    text: parts(sheet.text, shop),
    benefits: sheet.benefits,
    legal: parts(sheet.legal, shop),
    messages: { newsletter, forms: messagesFor(shop.locale).forms },
  };
  return Response.json(body, {
    headers: { 'cache-control': 'public, max-age=60, s-maxage=900', vary: 'host' },
  });
}
