// The shop context every use case takes (ARCHITECTURE rule 2): tenant, locale, currency and clock.
import { isLocale, type Locale } from '@/platform/i18n/locales';
import { getTenant, isTenantKey, type Currency, type Tenant, type TenantKey } from './tenants';

export interface ShopContext {
  tenant: Tenant;
  locale: Locale;
  currency: Currency;
  now: () => Date;
}

export function shopContext(tenantKey: TenantKey, locale: Locale, now: () => Date = () => new Date()): ShopContext {
  const tenant = getTenant(tenantKey);
  if (!tenant.locales.includes(locale)) {
    throw new Error(`Tenant ${tenantKey} does not offer locale ${locale}`);
  }
  return { tenant, locale, currency: tenant.currency, now };
}

/**
 * The same shop in another of its languages, with the same clock (mails and links about an order speak the
 * language it was placed in); the shop as it is when the locale is not one of its own.
 */
export function inLocaleOf(shop: ShopContext, locale: unknown): ShopContext {
  return isLocale(locale) && shop.tenant.locales.includes(locale) ? { ...shop, locale } : shop;
}

/**
 * The same shop with its clock stopped at this moment: a use case that happens at one instant (placing an order)
 * reads, prices and records everything at the same time.
 */
export function atOneInstant(shop: ShopContext): ShopContext {
  const instant = shop.now();
  return { ...shop, now: () => instant };
}

/** A context from untrusted strings (route params, headers): null when they name no tenant or no locale of it. */
export function parseShopContext(tenantKey: unknown, locale: unknown): ShopContext | null {
  if (!isTenantKey(tenantKey) || !isLocale(locale)) return null;
  const tenant = getTenant(tenantKey);
  return tenant.locales.includes(locale) ? shopContext(tenantKey, locale) : null;
}
