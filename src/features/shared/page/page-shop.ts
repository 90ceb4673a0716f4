import 'server-only';
// The shop context of a page or layout from its [tenant]/[locale] params; an invalid pair is a 404.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { parseShopContext, type ShopContext } from '@/commerce/tenant/shop-context';

export type ShopParams = Promise<{ tenant: string; locale: string }>;

/**
 * One ShopContext per tenant and locale within a request. React's `cache` keys on argument identity, so a loader
 * memoised by the shop (the product of generateMetadata and the page, the visitor of layout and page) reads once
 * only if every pageShop() of the request hands out the same object (a new one per call read the product twice
 * per render, issue 22).
 */
const shopOf = cache((tenant: string, locale: string): ShopContext | null => parseShopContext(tenant, locale));

export async function pageShop(params: ShopParams): Promise<ShopContext> {
  const { tenant, locale } = await params;
  const shop = shopOf(tenant, locale);
  if (!shop) notFound();
  setRequestLocale(shop.locale);
  return shop;
}
