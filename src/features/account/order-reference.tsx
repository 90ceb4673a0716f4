// "Bestellung DE-2026-000123" on the account's pages: a link to the order's page where the shop serves the orders
// (supported-path flag, decision 0027), else the words alone, so no page links a page that answers 404.
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { buildPath } from '@/platform/routing/router';

export function OrderReference({
  shop,
  orderNumber,
  label,
  className,
}: {
  shop: ShopContext;
  orderNumber: string;
  /** The page's own words for it ("Bestellung {orderNumber}"). */
  label: string;
  className?: string;
}) {
  return servesAccountPage(shop.tenant.flags, '/account/orders') ? (
    <a href={buildPath('/account/orders/[orderNumber]', shop.locale, shop.tenant.locales, { orderNumber })} className={className}>
      {label}
    </a>
  ) : (
    <span className={className}>{label}</span>
  );
}
