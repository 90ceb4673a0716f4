// The basket's GraphQL operations, one selection for every answer: each mutation returns the whole basket, so the
// client cache's one "Basket" entry (graphcache-keys.ts) is replaced as a whole and every view of it agrees.
import type { Money } from '@/platform/i18n/format';

const price = '{ amount currency }';

export const basketSelection = `count maxLineQuantity
  lines {
    variantSku sku name brand url image { path width height } size colour quantity maxQuantity available
    delivery { minDays maxDays } unitPrice ${price} struckUnitPrice ${price} lineTotal ${price}
    discounts { kind label amount ${price} } netTotal ${price} voucherExcluded setupServiceIncluded bulky
  }
  subtotal ${price} discounts { kind label amount ${price} } discountTotal ${price} goodsTotal ${price}
  shipping { total ${price} charges { kind amount ${price} regularAmount ${price} waivedBy } freeShippingFrom ${price} missingForFreeShipping ${price} }
  total ${price} vat { amount ${price} rateBasisPoints }
  voucher { code applied refusal discount ${price} minimumOrderValue ${price} }
  loyalty { program points }`;

export const BasketQuery = `query Basket { basket { ${basketSelection} } }`;
export const BasketCountQuery = `query BasketCount { basket { count } }`;
export const AddToBasketMutation = `mutation AddToBasket($variantSku: String!, $quantity: Int) { addToBasket(variantSku: $variantSku, quantity: $quantity) { ${basketSelection} } }`;
export const ChangeBasketQuantityMutation = `mutation ChangeBasketQuantity($variantSku: String!, $quantity: Int!) { changeBasketQuantity(variantSku: $variantSku, quantity: $quantity) { ${basketSelection} } }`;
export const RemoveFromBasketMutation = `mutation RemoveFromBasket($variantSku: String!) { removeFromBasket(variantSku: $variantSku) { ${basketSelection} } }`;
export const ApplyVoucherMutation = `mutation ApplyVoucher($code: String!) { applyVoucher(code: $code) { ${basketSelection} } }`;
export const RemoveVoucherMutation = `mutation RemoveVoucher { removeVoucher { ${basketSelection} } }`;

export interface ClientDiscount {
  kind: 'AUTOMATIC' | 'CODE';
  label: string;
  amount: Money;
}

export interface ClientBasketLine {
  variantSku: string;
  sku: string;
  name: string;
  brand: string;
  url: string;
  image: { path: string; width: number; height: number } | null;
  size: string | null;
  colour: string | null;
  quantity: number;
  maxQuantity: number;
  available: boolean;
  delivery: { minDays: number; maxDays: number } | null;
  unitPrice: Money;
  struckUnitPrice: Money | null;
  lineTotal: Money;
  discounts: ClientDiscount[];
  netTotal: Money;
  voucherExcluded: boolean;
  setupServiceIncluded: boolean;
  bulky: boolean;
}

export interface ClientBasket {
  count: number;
  maxLineQuantity: number;
  lines: ClientBasketLine[];
  subtotal: Money;
  discounts: ClientDiscount[];
  discountTotal: Money;
  goodsTotal: Money;
  shipping: {
    total: Money;
    charges: {
      kind: 'STANDARD' | 'FREIGHT';
      amount: Money;
      regularAmount: Money;
      waivedBy: 'THRESHOLD' | 'PREMIUM' | 'CODE' | null;
    }[];
    freeShippingFrom: Money;
    missingForFreeShipping: Money | null;
  };
  total: Money;
  vat: { amount: Money; rateBasisPoints: number };
  voucher: {
    code: string;
    applied: boolean;
    refusal: string | null;
    discount: Money;
    minimumOrderValue: Money | null;
  } | null;
  loyalty: { program: 'PAYBACK' | 'JOE'; points: number } | null;
}

/** A refused change as the gateway reports it: the stable code and its details (available, max, minimumAmount). */
export interface BasketFailureInfo {
  code: string;
  available?: number;
  max?: number;
  minimumAmount?: number;
}

/** The code and details of the first GraphQL error of an answer; NETWORK when there was no answer at all. */
export function failureOf(
  errors: readonly { extensions?: Record<string, unknown> }[] | undefined,
  network: boolean,
): BasketFailureInfo {
  if (network) return { code: 'NETWORK' };
  const extensions = errors?.[0]?.extensions ?? {};
  const number = (key: string) =>
    typeof extensions[key] === 'number' ? (extensions[key] as number) : undefined;
  return {
    code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN',
    available: number('available'),
    max: number('max'),
    minimumAmount: number('minimumAmount'),
  };
}
