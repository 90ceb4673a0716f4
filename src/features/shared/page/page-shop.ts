import 'server-only';
// The shop context of a page or layout from its [tenant]/[locale] params; an invalid pair is a 404.
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseShopContext, type ShopContext } from '@/commerce/tenant/shop-context';

export type ShopParams = Promise<{ tenant: string; locale: string }>;

export async function pageShop(params: ShopParams): Promise<ShopContext> {
  const { tenant, locale } = await params;
  const shop = parseShopContext(tenant, locale);
  if (!shop) notFound();
  setRequestLocale(shop.locale);
  return shop;
}
