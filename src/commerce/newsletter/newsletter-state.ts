// The state of a subscription on a day, and the send calendar of its frequency (decision 0026). "Paused" is not
// stored: it is an active subscription whose pause has not ended, so a pause ends on its day without a job.
import type { Tenant } from '@/commerce/tenant/tenants';
import type { FrequencyCode } from './newsletter-input';
import type { SubscriberRow } from './newsletter.schema';

export type SubscriptionState = 'pending' | 'active' | 'paused' | 'unsubscribed';

export function subscriptionState(row: Pick<SubscriberRow, 'status' | 'pausedUntil'>, today: string): SubscriptionState {
  if (row.status === 'active' && row.pausedUntil !== null && row.pausedUntil > today) return 'paused';
  return row.status;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** An ISO day plus n days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** Weeks since Monday 1970-01-05, so "every other week" does not jump at a year's end. */
const weekIndex = (day: string) => Math.floor((dayNumber(day) - 4) / 7);

/**
 * The newsletter goes out on Tuesdays: daily every day, twice a week on Tuesday and Friday, weekly every Tuesday,
 * biweekly every other Tuesday, monthly on the first Tuesday of the month.
 */
export function isSendDay(frequency: FrequencyCode | number, day: string): boolean {
  const wd = weekday(day);
  switch (frequency) {
    case 0:
      return true;
    case 4:
      return wd === 2 || wd === 5;
    case 1:
      return wd === 2;
    case 2:
      return wd === 2 && weekIndex(day) % 2 === 0;
    case 3:
      return wd === 2 && Number(day.slice(8, 10)) <= 7;
    default:
      return false;
  }
}

/** What the unsubscribe page shows to the holder of a signed link or to the logged-in owner of the address. */
export interface SubscriptionView {
  email: string;
  state: SubscriptionState;
  frequency: number;
  pausedUntil: string | null;
  brands: Array<{ key: string; name: string; subscribed: boolean }>;
  marketResearch: boolean;
  personalised: boolean;
}

export function subscriptionView(row: SubscriberRow, tenant: Tenant, today: string): SubscriptionView {
  const state = subscriptionState(row, today);
  return {
    email: row.email,
    state,
    frequency: row.frequency,
    pausedUntil: state === 'paused' ? row.pausedUntil : null,
    brands: tenant.newsletterBrands.map((b) => ({ ...b, subscribed: row.brands.includes(b.key) })),
    marketResearch: row.marketResearch,
    personalised: row.personalised,
  };
}
