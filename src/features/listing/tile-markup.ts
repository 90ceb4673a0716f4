// A product tile's content as finished HTML: picture, brand, name (the link), rating, prices with the price-law notes,
// colours and availability. None of it changes in the browser, so the tile hands it to React as one element's
// markup (dangerouslySetInnerHTML) instead of ~15 elements React creates, matches and commits while each page
// hydrates: a home page has 32 tiles in its carousels, a listing 24 (issue 21, total blocking time; decision 0058
// did the same for the shell). Only the wishlist heart and the quick view button stay React components. The quick
// view shows the same rating and prices (ratingHtml, pricesHtml).
// The HTML is what the tile's elements rendered before, element for element. Every text, attribute and address goes
// through `escape` (html-escaper); the translated texts with tags (`t.markup`) get escaped values, and their own
// words are checked free of markup characters in every catalogue by tile-markup.test.ts.
import { escape } from 'html-escaper';
import { formatMoney, formatRatingAverage, type Money } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import type { TileProduct } from './tile-product';

type Values = Record<string, string | number>;
/** The class of the tile's link, stretched over the tile; the grid finds the link by it to move focus there. */
export const tileLinkClass = 'tile-link';
/** The part of the 'listing' namespace's translator the tile uses. */
export interface TileTranslator {
  (key: 'noImage' | 'available' | 'soldOut'): string;
  (key: 'rating', values: { average: string; count: number }): string;
  (key: 'colourCount', values: { count: number }): string;
  (key: 'lowest30', values: { price: string }): string;
  markup(
    key: 'struck' | 'unitPrice',
    values: Record<string, string | number | ((chunks: string) => string)>,
  ): string;
}

/** `eager`: the picture loads at once (above the fold); `'high'` also asks for it first (a phone's first row). */
export function tileBodyHtml(
  product: TileProduct,
  t: TileTranslator,
  locale: Locale,
  eager: boolean | 'high' = false,
): string {
  return [
    media(product, t, eager),
    `<p class="tile-brand">${escape(product.brand)}</p>`,
    `<h3 class="font-normal"><a href="${escape(product.href)}" class="${tileLinkClass}">${escape(product.name)}</a></h3>`,
    product.ratingCount > 0 ? ratingHtml(product.ratingAverage, product.ratingCount, t, locale) : '',
    pricesHtml(product, t, locale),
    product.colours.length > 1 ? colours(product, t) : '',
    `<p class="text-sm ${product.available ? 'text-success' : 'text-muted'}">${escape(product.available ? t('available') : t('soldOut'))}</p>`,
  ].join('');
}

function media(product: TileProduct, t: TileTranslator, eager: boolean | 'high'): string {
  if (!product.image)
    return `<div class="tile-media"><span class="text-sm text-muted">${escape(t('noImage'))}</span></div>`;
  const { path, width, height } = product.image;
  const priority = eager === 'high' ? ' fetchpriority="high"' : '';
  return (
    `<div class="tile-media"><img src="${escape(path)}" alt="${escape(product.name)}" width="${width}" height="${height}" ` +
    `loading="${eager ? 'eager' : 'lazy'}"${priority} decoding="async"/></div>`
  );
}

/** Stars drawn by the stylesheet (.stars) for the eye, one sentence for screen readers ("4,3 von 5 Sternen, …"). */
export function ratingHtml(average: number, count: number, t: TileTranslator, locale: Locale): string {
  const shown = formatRatingAverage(average, locale);
  // The filled stars' share, to a tenth of a per cent (a 4,31 average is 86.2 %, not 86.19999999999999 %).
  const filled = `${Math.round(Math.min(100, Math.max(0, (average / 5) * 100)) * 10) / 10}%`;
  return (
    `<p class="rating"><span role="img" aria-label="${escape(t('rating', { average: shown, count }))}" class="stars" ` +
    `style="--filled:${filled}"></span><span aria-hidden="true" class="text-muted">${escape(`${shown} (${count})`)}</span></p>`
  );
}

/** German price law (PAngV): a struck price only with the lowest price of the last 30 days; the unit price by measure. */
export function pricesHtml(
  {
    price,
    struckPrice,
    lowest30Price,
    unitPrice,
  }: Pick<TileProduct, 'price' | 'struckPrice' | 'lowest30Price' | 'unitPrice'>,
  t: TileTranslator,
  locale: Locale,
): string {
  const money = (m: Money) => escape(formatMoney(m, locale));
  const parts = [`<p class="text-lg font-bold${struckPrice ? ' text-danger' : ''}">${money(price)}</p>`];
  if (struckPrice)
    parts.push(
      `<p class="text-muted">${t.markup('struck', { price: money(struckPrice), s: (chunks) => `<s>${chunks}</s>` })}</p>`,
    );
  if (struckPrice && lowest30Price)
    parts.push(
      `<p class="text-muted">${escape(t('lowest30', { price: formatMoney(lowest30Price, locale) }))}</p>`,
    );
  if (unitPrice) {
    const values: Values = {
      per: unitPrice.per,
      unit: escape(unitPrice.unit),
      price: money(unitPrice.price),
    };
    parts.push(
      `<p class="text-muted">${t.markup('unitPrice', { ...values, label: (chunks) => `<span class="sr-only">${chunks}</span>` })}</p>`,
    );
  }
  return `<div class="tile-prices">${parts.join('')}</div>`;
}

function colours(product: TileProduct, t: TileTranslator): string {
  const swatches = product.swatches
    .map((hex) => `<span aria-hidden="true" class="swatch" style="background-color:${escape(hex)}"></span>`)
    .join('');
  const more = product.colours.length - product.swatches.length;
  return (
    `<p class="tile-colours">${swatches}<span class="sr-only">${escape(t('colourCount', { count: product.colours.length }))}</span>` +
    `${more > 0 ? `<span aria-hidden="true">+${more}</span>` : ''}</p>`
  );
}
