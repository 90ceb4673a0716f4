// The data layer (SPEC §7: its name is `dataLayer`) with GA4's e-commerce events, pushed at the moments they happen.
// Only product, basket and order facts go in it: never a name, an address, an email or a customer number; a SHA-256
// of the normalised email only with marketing consent (C0004). Amounts in the code are minor units: the data layer
// gets the tenant's currency in major units, as GA4 expects (docs/third-party.md).
import { acceptedCategories } from '@/features/shared/consent/consent-categories';
import type { Money } from '@/platform/i18n/format';

export type Ga4Event =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'search'
  | 'login'
  | 'sign_up'
  | 'page_view';

/** GA4's item fields (https://developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  discount?: number;
  quantity: number;
}

export interface Ga4Ecommerce {
  currency: Money['currency'];
  value: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
}

/** Minor units (cents, Rappen) to the major units GA4 counts in, without binary rounding noise. */
export function major(amount: number): number {
  return Math.round(amount) / 100;
}

/** An item from what the code knows of a product: its price in minor units, possibly a struck former price. */
export function ga4Item(input: {
  sku: string;
  name: string;
  brand?: string;
  category?: string;
  variant?: string;
  price: Money;
  struckPrice?: Money | null;
  quantity?: number;
  index?: number;
  list?: { id: string; name: string };
}): Ga4Item {
  const item: Ga4Item = {
    item_id: input.sku,
    item_name: input.name,
    price: major(input.price.amount),
    quantity: input.quantity ?? 1,
  };
  if (input.brand) item.item_brand = input.brand;
  if (input.category) item.item_category = input.category;
  if (input.variant) item.item_variant = input.variant;
  if (input.struckPrice && input.struckPrice.amount > input.price.amount)
    item.discount = major(input.struckPrice.amount - input.price.amount);
  if (input.index !== undefined) item.index = input.index;
  if (input.list) {
    item.item_list_id = input.list.id;
    item.item_list_name = input.list.name;
  }
  return item;
}

/** A basket line (the basket's and the checkout's views have the same fields) as an item; `quantity` defaults to
 *  the line's. The variant is colour and size, or the variant's number when it has neither. */
export function ga4LineItem(
  line: {
    sku: string;
    name: string;
    brand: string;
    colour?: string | null;
    size?: string | null;
    variantSku: string;
    unitPrice: Money;
    struckUnitPrice?: Money | null;
    quantity: number;
  },
  quantity = line.quantity,
): Ga4Item {
  return ga4Item({
    sku: line.sku,
    name: line.name,
    brand: line.brand,
    variant: [line.colour, line.size].filter(Boolean).join(' / ') || line.variantSku,
    price: line.unitPrice,
    struckPrice: line.struckUnitPrice,
    quantity,
  });
}

/** The ecommerce object of a set of items: value is the sum of price × quantity. */
export function ecommerceOf(currency: Money['currency'], items: Ga4Item[], extra: Partial<Ga4Ecommerce> = {}): Ga4Ecommerce {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { currency, value: major(cents), items, ...extra };
}

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function layer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes one event. An e-commerce event first clears the previous ecommerce object, as GA4 recommends. */
export function pushEvent(event: Ga4Event, fields: { ecommerce?: Ga4Ecommerce } & DataLayerEntry = {}): void {
  if (typeof window === 'undefined') return;
  if (fields.ecommerce) layer().push({ ecommerce: null });
  layer().push({ event, ...fields });
}

/** SHA-256 hex of the trimmed, lower-cased email (GA4's user-provided data). */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The marketing-consent check, read from the banner's cookie at the moment of the event. */
function marketingConsent(): boolean {
  return acceptedCategories(document.cookie).includes('C0004');
}

/** Fields with the hashed email, only with marketing consent (C0004); otherwise none. */
export async function userData(email: string | undefined): Promise<DataLayerEntry> {
  if (!email || !marketingConsent()) return {};
  return { user_data: { sha256_email_address: await hashEmail(email) } };
}

const purchasedKey = 'sf_ga4_purchases';

/** `purchase` once per order: the order numbers already reported stay in this browser (also after a reload). */
export function pushPurchaseOnce(orderNumber: string, ecommerce: Ga4Ecommerce, extra: DataLayerEntry = {}): boolean {
  let reported: string[] = [];
  try {
    reported = JSON.parse(window.localStorage.getItem(purchasedKey) ?? '[]') as string[];
  } catch {
    reported = [];
  }
  if (!Array.isArray(reported)) reported = [];
  if (reported.includes(orderNumber)) return false;
  pushEvent('purchase', { ecommerce, ...extra });
  try {
    window.localStorage.setItem(purchasedKey, JSON.stringify([...reported, orderNumber].slice(-50)));
  } catch {
    // storage blocked: the event may repeat after a reload, nothing else
  }
  return true;
}

/**
 * A search term for the data layer: what shoppers type can be personal (an email, a phone or customer number), so
 * such terms are replaced, and the term is cut to 100 characters.
 */
export function analyticsSearchTerm(term: string): string {
  const trimmed = term.trim().slice(0, 100);
  if (/\S+@\S+/.test(trimmed) || /\d[\d\s/-]{5,}\d/.test(trimmed)) return '(redacted)';
  return trimmed;
}
