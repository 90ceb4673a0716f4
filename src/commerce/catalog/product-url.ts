// Product URLs are /p/<slug>-<sku> (route '/product/[slug]'): readable, and the sku after the last hyphen is the key.
const SKU = /^[0-9]{7}$/;

export function isSku(value: string): boolean {
  return SKU.test(value);
}

/** The [slug] route parameter of a product: its localized slug and its sku. */
export function productSlugParam(slug: string, sku: string): string {
  return `${slug}-${sku}`;
}

/** The sku in a [slug] parameter, or null when it holds none (then the page is a 404). */
export function skuFromSlugParam(param: string): string | null {
  const sku = param.slice(param.lastIndexOf('-') + 1);
  return isSku(sku) ? sku : null;
}
