// The tile's markup: what a shopper's text or a product's data can put into it is escaped, and the translated texts
// with tags carry no markup characters of their own in any catalogue (t.markup passes a message's own words through).
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { tile } from './listing-factories';
import { pricesHtml, tileBodyHtml, type TileTranslator } from './tile-markup';

const translator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: 'listing',
  }) as unknown as TileTranslator;

describe('the tile markup', () => {
  it('escapes the product data it shows: name, brand, address, picture', () => {
    const html = tileBodyHtml(
      tile({
        name: 'Kleid "Anna" <script>alert(1)</script>',
        brand: 'M&M',
        href: '/p/kleid-"onmouseover=x',
        image: { path: '/media/a".webp', width: 600, height: 800 },
      }),
      translator('de-DE'),
      'de-DE',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<p class="tile-brand">M&amp;M</p>');
    expect(html).toContain('href="/p/kleid-&quot;onmouseover=x"');
    expect(html).toContain(
      'src="/media/a&quot;.webp" alt="Kleid &quot;Anna&quot; &lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it("loads the picture lazily below the fold, at once above it, and first in a phone's first row", () => {
    const t = translator('de-DE');
    expect(tileBodyHtml(tile(), t, 'de-DE')).toContain('loading="lazy" decoding="async"');
    expect(tileBodyHtml(tile(), t, 'de-DE', true)).toContain('loading="eager" decoding="async"');
    expect(tileBodyHtml(tile(), t, 'de-DE', 'high')).toContain(
      'loading="eager" fetchpriority="high" decoding="async"',
    );
    expect(tileBodyHtml(tile({ image: null }), t, 'de-DE')).toContain(
      '<div class="tile-media"><span class="text-sm text-muted">Kein Bild</span></div>',
    );
  });

  it.each(locales)('%s: the price texts with tags have no markup characters of their own', (locale) => {
    const html = pricesHtml(
      {
        price: { amount: 3999, currency: 'EUR' },
        struckPrice: { amount: 5999, currency: 'EUR' },
        lowest30Price: { amount: 4499, currency: 'EUR' },
        unitPrice: { price: { amount: 499, currency: 'EUR' }, unit: 'l', per: 1 },
      },
      translator(locale),
      locale,
    );
    // Only the tags the markup puts there: the elements of the price block and its <s> and screen-reader label.
    const tags = [...html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['div', 'p', 's', 'span']));
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).not.toMatch(/[<>"]|&(?!amp;|lt;|gt;|quot;|#39;)/);
  });
});
