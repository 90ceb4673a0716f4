// The priced basket as every edge shows it (GraphQL, REST, pages): money as Money, labels in the shop's language.
import type { ColourKey } from '@/commerce/catalog/colours';
import type { LoyaltyPreview } from '@/commerce/loyalty/preview-loyalty-points';
import type { VoucherRefusal } from '@/commerce/promotion/errors';
import type { ShippingKind, ShippingWaiver } from '@/commerce/shipping/shipping-rates';
import type { Currency } from '@/commerce/tenant/tenants';
import type { Money } from '@/platform/i18n/format';

export interface BasketDiscountView {
  kind: 'automatic' | 'code';
  /** The promotion's title in the shop's language, or the code. */
  label: string;
  amount: Money;
}

export interface BasketLineView {
  variantSku: string;
  sku: string;
  name: string;
  brand: string;
  href: string;
  image: { path: string; width: number; height: number } | null;
  size: string | null;
  colour: ColourKey | null;
  quantity: number;
  /** The most this line may hold: the per-line maximum or the stock, whichever is lower. */
  maxQuantity: number;
  /** False when the stock no longer covers the quantity (checkout will not take it as it is). */
  available: boolean;
  delivery: { minDays: number; maxDays: number } | null;
  unitPrice: Money;
  struckUnitPrice: Money | null;
  /** Unit price × quantity. */
  lineTotal: Money;
  discounts: BasketDiscountView[];
  /** After the discounts. */
  netTotal: Money;
  /** The entered code does not count for this line. */
  voucherExcluded: boolean;
  setupServiceIncluded: boolean;
  bulky: boolean;
}

export interface ShippingChargeView {
  kind: ShippingKind;
  amount: Money;
  regularAmount: Money;
  waivedBy: ShippingWaiver | null;
}

export interface BasketVoucherView {
  code: string;
  applied: boolean;
  refusal: VoucherRefusal | null;
  discount: Money;
  minimum: Money | null;
}

export interface BasketView {
  currency: Currency;
  /** Items: the sum of the quantities. */
  count: number;
  lines: BasketLineView[];
  subtotal: Money;
  discounts: BasketDiscountView[];
  discountTotal: Money;
  goodsTotal: Money;
  shipping: { total: Money; charges: ShippingChargeView[]; freeFrom: Money; missingForFree: Money | null };
  total: Money;
  vat: { amount: Money; rateBp: number };
  voucher: BasketVoucherView | null;
  loyalty: LoyaltyPreview | null;
  maxLineQuantity: number;
}
