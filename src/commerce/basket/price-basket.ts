// Prices a stored basket through the one price engine and shapes the view. The promotion context supplies the
// processors; the basket passes them on without knowing what they do.
import { isPremiumMember } from '@/commerce/premium/is-premium-member';
import { calculatePrice } from '@/commerce/pricing/calculate-price';
import { loadOffers, offersAhead } from '@/commerce/pricing/load-offers';
import type { AdjustmentSource, PriceResult } from '@/commerce/pricing/price-types';
import { previewLoyaltyPoints } from '@/commerce/loyalty/preview-loyalty-points';
import { isVoucherRefusal } from '@/commerce/promotion/errors';
import { loadPriceProcessors, runningPromotionsAhead } from '@/commerce/promotion/load-price-processors';
import { shippingRatesOf } from '@/commerce/shipping/shipping-rates';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { Money } from '@/platform/i18n/format';
import { languageOf } from '@/platform/i18n/locales';
import { MAX_LINE_QUANTITY } from './basket-limits';
import { lineDetailsAhead, loadLineDetails } from './basket-line-details';
import type { BasketOwner } from './basket-owner';
import type { BasketLineRow, BasketRow } from './basket-store';
import type { BasketDiscountView, BasketView } from './basket-view';

export interface PricedBasket {
  view: BasketView;
  result: PriceResult;
}

/**
 * The reads priceBasket makes for these lines, to be read ahead (decision 0070): the offers, the details of the lines
 * it can offer (all of them, unless a product went out of the range) and the running promotions — those only match
 * a shop whose clock stands still (atOneInstant), as the promotions are read for its `now`.
 */
export function priceBasketAhead(shop: ShopContext, lines: readonly Pick<BasketLineRow, 'variantSku'>[]) {
  const skus = lines.map((l) => l.variantSku);
  return [...offersAhead(shop, skus), ...lineDetailsAhead(shop, skus), runningPromotionsAhead(shop)];
}

/** Prices lines with an optional code. Lines of products no longer sold drop out (they cannot be priced). */
export async function priceBasket(
  db: Db,
  shop: ShopContext,
  owner: BasketOwner,
  basket: Pick<BasketRow, 'voucherCode'> | null,
  lines: readonly Pick<BasketLineRow, 'variantSku' | 'quantity'>[],
  options: { voucherCode?: string | null; premiumMember?: boolean } = {},
): Promise<PricedBasket> {
  const voucherCode = options.voucherCode !== undefined ? options.voucherCode : (basket?.voucherCode ?? null);
  const [offers, processors, premiumMember] = await Promise.all([
    loadOffers(
      db,
      shop,
      lines.map((l) => l.variantSku),
    ),
    loadPriceProcessors(db, shop, {
      voucherCode,
      customerId: owner.kind === 'customer' ? owner.customerId : null,
      email: null,
    }),
    // The checkout passes it when the shopper takes the membership with this order (free shipping from it on).
    options.premiumMember ??
      (owner.kind === 'customer' && lines.length > 0 ? isPremiumMember(db, shop, owner.customerId) : false),
  ]);
  const offered = lines.flatMap((l) => {
    const offer = offers.get(l.variantSku);
    return offer ? [{ ...offer, key: l.variantSku, quantity: l.quantity }] : [];
  });
  const details = await loadLineDetails(db, shop, offered);
  // What cannot be shown (no text in this language) is not charged either.
  const priced = offered.filter((l) => details.has(l.key));
  const result = calculatePrice(
    {
      currency: shop.currency,
      vatRateBp: shop.tenant.vatRateBp,
      lines: priced,
      shipping: shippingRatesOf(shop.tenant.key),
      premiumMember,
    },
    processors,
  );
  return { view: basketView(shop, result, details, offers), result };
}

function basketView(
  shop: ShopContext,
  result: PriceResult,
  details: Awaited<ReturnType<typeof loadLineDetails>>,
  offers: Awaited<ReturnType<typeof loadOffers>>,
): BasketView {
  const money = (amount: number): Money => ({ amount, currency: result.currency });
  const language = languageOf(shop.locale);
  const label = (source: AdjustmentSource) =>
    source.kind === 'automatic' ? source.title[language] : source.code;
  const discount = (source: AdjustmentSource, amount: number): BasketDiscountView => ({
    kind: source.kind,
    label: label(source),
    amount: money(amount),
  });
  const code = result.codes[0] ?? null;
  const excluded = new Set(code?.excludedKeys ?? []);
  const lines = result.lines.map((line) => {
    const stock = offers.get(line.key)?.stock ?? 0;
    return {
      variantSku: line.key,
      sku: line.sku,
      ...details.get(line.key)!,
      quantity: line.quantity,
      maxQuantity: Math.max(line.quantity, Math.min(MAX_LINE_QUANTITY, stock)),
      available: stock >= line.quantity,
      unitPrice: money(line.unitAmount),
      struckUnitPrice: line.struckUnitAmount !== null ? money(line.struckUnitAmount) : null,
      lineTotal: money(line.grossAmount),
      discounts: line.discounts.map((x) => discount(x.source, x.amount)),
      netTotal: money(line.netAmount),
      voucherExcluded: code !== null && excluded.has(line.key),
      setupServiceIncluded: line.setupServiceIncluded,
      bulky: line.bulky,
    };
  });
  return {
    currency: result.currency,
    count: result.itemCount,
    lines,
    subtotal: money(result.subtotalAmount),
    discounts: result.discounts.map((x) => discount(x.source, x.amount)),
    discountTotal: money(result.discountAmount),
    goodsTotal: money(result.goodsAmount),
    shipping: {
      total: money(result.shipping.amount),
      charges: result.shipping.charges.map((c) => ({
        kind: c.kind,
        amount: money(c.amount),
        regularAmount: money(c.regularAmount),
        waivedBy: c.waivedBy,
      })),
      freeFrom: money(result.shipping.freeFromAmount),
      missingForFree:
        result.shipping.missingForFreeAmount !== null ? money(result.shipping.missingForFreeAmount) : null,
    },
    total: money(result.totalAmount),
    vat: { amount: money(result.vatAmount), rateBp: result.vatRateBp },
    voucher: code
      ? {
          code: code.code,
          applied: code.applied,
          refusal: isVoucherRefusal(code.refusal) ? code.refusal : null,
          discount: money(code.discountAmount),
          minimum: code.minimumAmount !== null ? money(code.minimumAmount) : null,
        }
      : null,
    loyalty: previewLoyaltyPoints(shop.tenant, result.goodsAmount),
    maxLineQuantity: MAX_LINE_QUANTITY,
  };
}
