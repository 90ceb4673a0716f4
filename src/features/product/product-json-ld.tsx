// schema.org Product with Offer and AggregateRating for search engines.
import type { ProductDetail } from '@/commerce/catalog/get-product-detail';

export function ProductJsonLd({ product, url, imageBase }: { product: ProductDetail; url: string; imageBase: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    brand: { '@type': 'Brand', name: product.brand },
    description: product.description,
    image: product.images.map((i) => `${imageBase}${i.path}`),
    gtin13: product.variants[0]?.ean,
    offers: {
      '@type': 'Offer',
      url,
      price: (product.price.amount / 100).toFixed(2),
      priceCurrency: product.price.currency,
      availability: product.variants.some((v) => v.available) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.rating.count > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average.toFixed(1), reviewCount: product.rating.count },
    }),
  };
  // JSON in a script tag: "<" is escaped so no text from the catalog can close the tag.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
