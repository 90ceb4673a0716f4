// The premium membership's terms (SPEC §9 flag `premium`): a yearly fee per currency; members ship parcels free.
import type { Currency } from '@/commerce/tenant/tenants';
import type { ShopContext } from '@/commerce/tenant/shop-context';

export const premiumYearlyFee: Record<Currency, number> = { EUR: 990, CHF: 1_290 };

/** The offer is made only where the tenant's flag is on. */
export const premiumOffered = (shop: ShopContext) => shop.tenant.flags.premium;
