// The calendar day in the shop's time zone, as an ISO date: the unit of "once per day".
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { dateTimeFormat } from '@/platform/i18n/format';

export function localDay(shop: ShopContext, at: Date = shop.now()): string {
  return dateTimeFormat('en-CA', { timeZone: shop.tenant.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
