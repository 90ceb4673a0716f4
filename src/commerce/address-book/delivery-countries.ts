// Where a shop delivers: its own country only (docs/decisions/0011). Prices, VAT, carriers and the returns address
// are per market, so a Lindenberg-DE order to Vienna would be taxed and shipped wrongly; Austrians order at the
// Austrian shop.
import type { CountryCode } from '@/commerce/kernel/postal-address';
import type { Tenant } from '@/commerce/tenant/tenants';

export function deliveryCountriesOf(tenant: Pick<Tenant, 'country'>): readonly CountryCode[] {
  return [tenant.country];
}
