'use client';
// Pushes one data-layer event when a page (or part of one) is shown: view_item, view_item_list, view_cart,
// begin_checkout, search. Server pages render it with the event's facts; it renders nothing. The data layer's code
// loads with the first event, not with the page (first-load JS budget, decision 0005).
import { useEffect } from 'react';
import type { Ga4Ecommerce, Ga4Event } from './data-layer';

export function TrackEvent({ event, ecommerce, fields, eventKey }: {
  event: Ga4Event;
  ecommerce?: Ga4Ecommerce;
  fields?: Record<string, string | number>;
  /** Pushes again when this changes (a new search term, another page of results). */
  eventKey?: string;
}) {
  const payload = JSON.stringify({ ecommerce, fields });
  useEffect(() => {
    const { ecommerce: e, fields: f } = JSON.parse(payload) as { ecommerce?: Ga4Ecommerce; fields?: Record<string, unknown> };
    void import('./data-layer').then(({ pushEvent }) => pushEvent(event, { ...(f ?? {}), ...(e ? { ecommerce: e } : {}) }));
  }, [event, payload, eventKey]);
  return null;
}
