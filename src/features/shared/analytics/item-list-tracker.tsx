'use client';
// A product list in the data layer: view_item_list when it is shown, select_item when a shopper follows one of
// its products. The tiles stay server markup: one listener on the document matches a followed link to the list's
// items by their address (no per-tile JavaScript). The data layer's code loads when the list is shown, so it is
// there by the first click, and costs the first load nothing (decision 0005).
import { useEffect } from 'react';
import type { Ga4Ecommerce, Ga4Item } from './data-layer';

type ListItem = Ga4Item & { href: string };

export function ItemListTracker({ currency, list, items }: {
  currency: Ga4Ecommerce['currency'];
  list: { id: string; name: string };
  /** The list's items in order, each with the path its tile links to. */
  items: ListItem[];
}) {
  const payload = JSON.stringify({ currency, list, items });
  useEffect(() => {
    const data = JSON.parse(payload) as { currency: Ga4Ecommerce['currency']; list: { id: string; name: string }; items: ListItem[] };
    const strip = ({ href: _href, ...item }: ListItem): Ga4Item => item;
    const extra = { item_list_id: data.list.id, item_list_name: data.list.name };
    const byPath = new Map(data.items.map((item) => [item.href, item]));
    let layer: typeof import('./data-layer') | undefined;
    let cancelled = false;
    void import('./data-layer').then((module) => {
      if (cancelled) return;
      layer = module;
      module.pushEvent('view_item_list', { ecommerce: module.ecommerceOf(data.currency, data.items.map(strip), extra) });
    });
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!layer || !(link instanceof HTMLAnchorElement)) return;
      const item = byPath.get(new URL(link.href, window.location.href).pathname);
      if (item) layer.pushEvent('select_item', { ecommerce: layer.ecommerceOf(data.currency, [strip(item)], extra) });
    };
    document.addEventListener('click', onClick, true);
    return () => {
      cancelled = true;
      document.removeEventListener('click', onClick, true);
    };
  }, [payload]);
  return null;
}
