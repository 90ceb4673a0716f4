// The calendar day in the shop's time zone, as an ISO date: the unit of "once per day".
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { dateTimeFormat } from '@/platform/i18n/format';

// The last answer per time zone: a use case at one instant (an order, atOneInstant) asks for the same day many times,
// and formatting a date in a zone is the dearest part of it.
const lastOf = new Map<string, { time: number; day: string }>();

export function localDay(shop: ShopContext, at: Date = shop.now()): string {
  const timeZone = shop.tenant.timeZone;
  const time = at.getTime();
  const last = lastOf.get(timeZone);
  if (last?.time === time) return last.day;
  const day = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  lastOf.set(timeZone, { time, day });
  return day;
}
