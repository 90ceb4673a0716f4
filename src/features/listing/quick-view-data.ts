// The quick view's JSON (GET /api/catalog/quickview/[sku]): what the mini product detail shows, nothing more.
// Stock counts and EANs stay on the server; the browser learns only whether a variant is available.
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ProductDetail } from '@/commerce/catalog/get-product-detail';
import { productSlugParam } from '@/commerce/catalog/product-url';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Money } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';

export interface QuickViewVariant {
  variantSku: string;
  size: string | null;
  colour: ColourKey | null;
  available: boolean;
  delivery: { minDays: number; maxDays: number } | null;
}

export interface QuickViewData {
  sku: string;
  name: string;
  brand: string;
  href: string;
  price: Money;
  struckPrice: Money | null;
  lowest30Price: Money | null;
  unitPrice: { price: Money; unit: string; per: number } | null;
  rating: { average: number; count: number };
  image: { path: string; width: number; height: number } | null;
  variants: QuickViewVariant[];
}

export function quickViewData(shop: ShopContext, product: ProductDetail): QuickViewData {
  const image = product.images[0];
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    href: buildPath('/product/[slug]', shop.locale, shop.tenant.locales, { slug: productSlugParam(product.slug, product.sku) }),
    price: product.price,
    struckPrice: product.struckPrice,
    lowest30Price: product.lowest30Price,
    unitPrice: product.unitPrice,
    rating: product.rating,
    image: image ? { path: image.path, width: image.width, height: image.height } : null,
    variants: product.variants.map((v) => ({
      variantSku: v.variantSku,
      size: v.size,
      colour: v.colour,
      available: v.available,
      delivery: v.delivery,
    })),
  };
}
