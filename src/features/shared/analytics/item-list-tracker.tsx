'use client';
// A product list in the data layer: view_item_list when it is shown, select_item when a shopper follows one of
// its products. The tiles stay server markup: one listener on the document matches a followed link to the list's
// items by their address (no per-tile JavaScript, decision 0005).
import { useEffect } from 'react';
import { ecommerceOf, pushEvent, type Ga4Ecommerce, type Ga4Item } from './data-layer';

export function ItemListTracker({ currency, list, items }: {
  currency: Ga4Ecommerce['currency'];
  list: { id: string; name: string };
  /** The list's items in order, each with the path its tile links to. */
  items: Array<Ga4Item & { href: string }>;
}) {
  const payload = JSON.stringify({ currency, list, items });
  useEffect(() => {
    const data = JSON.parse(payload) as { currency: Ga4Ecommerce['currency']; list: { id: string; name: string }; items: Array<Ga4Item & { href: string }> };
    const strip = ({ href: _href, ...item }: Ga4Item & { href: string }): Ga4Item => item;
    const extra = { item_list_id: data.list.id, item_list_name: data.list.name };
    pushEvent('view_item_list', { ecommerce: ecommerceOf(data.currency, data.items.map(strip), extra) });
    const byPath = new Map(data.items.map((item) => [item.href, item]));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const item = byPath.get(new URL(link.href, window.location.href).pathname);
      if (item) pushEvent('select_item', { ecommerce: ecommerceOf(data.currency, [strip(item)], extra) });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [payload]);
  return null;
}
