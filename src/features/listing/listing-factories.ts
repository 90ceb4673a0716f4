// Hand-built tiles for the listing's component tests (the search engine's catalog is in search-factories.ts).
import { tileSwatches, type TileProduct } from '@/features/listing/tile-product';

export function tile(overrides: Partial<TileProduct> = {}): TileProduct {
  const sku = overrides.sku ?? '1000001';
  const colours = overrides.colours ?? ['weiss'];
  return {
    sku,
    name: 'Sneaker Runner',
    brand: 'Laufwerk',
    slug: 'sneaker-runner',
    href: `/p/sneaker-runner-${sku}`,
    price: { amount: 4999, currency: 'EUR' },
    struckPrice: null,
    lowest30Price: null,
    unitPrice: null,
    ratingAverage: 0,
    ratingCount: 0,
    image: { path: `/media/${sku}.webp`, width: 600, height: 800 },
    colours,
    swatches: tileSwatches(colours),
    available: true,
    ...overrides,
  };
}
