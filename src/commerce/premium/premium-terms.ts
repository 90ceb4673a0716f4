// The premium membership's terms (SPEC §9 flag `premium`): a yearly fee per currency; members ship parcels free.
import type { Currency } from '@/commerce/tenant/tenants';
import type { ShopContext } from '@/commerce/tenant/shop-context';

export const premiumYearlyFee: Record<Currency, number> = { EUR: 990, CHF: 1_290 };

/**
 * The offer is made only where the tenant's flag is on, and only to someone with an account: a membership runs for a
 * year and is looked after in the account, so a guest checkout is not offered it (decision 0052).
 */
export const premiumOffered = (shop: ShopContext, customer?: { guest: boolean }) =>
  shop.tenant.flags.premium && !customer?.guest;
