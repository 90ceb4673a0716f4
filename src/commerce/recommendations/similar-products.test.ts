import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidates';
import { rankBySimilarity, similarity } from './similar-products';

const product = (sku: string, over: Partial<Candidate> = {}): Candidate => ({
  sku,
  brand: 'Lindqvist',
  categoryId: 'schuhe-damen-sneaker',
  attributes: { material: 'Leder', fit: 'normal' },
  ratingAverage: 4,
  ratingCount: 10,
  price: 8_000,
  ...over,
});

const anchor = product('1000000');

describe('similarity', () => {
  it('prefers the same brand, shared attributes and a close price', () => {
    expect(similarity(anchor, product('1'))).toBeGreaterThan(
      similarity(anchor, product('2', { brand: 'Other' })),
    );
    expect(similarity(anchor, product('1'))).toBeGreaterThan(
      similarity(anchor, product('2', { attributes: { material: 'Textil' } })),
    );
    expect(similarity(anchor, product('1', { price: 9_000 }))).toBeGreaterThan(
      similarity(anchor, product('2', { price: 16_000 })),
    );
  });

  it('weighs a price half or double the anchor’s about like three attributes', () => {
    const double = similarity(anchor, product('1', { price: 16_000 }));
    expect(similarity(anchor, product('1')) - double).toBeCloseTo(4 * Math.log(2), 5);
  });
});

describe('rankBySimilarity', () => {
  it('orders deterministically: score, then more ratings, then sku', () => {
    const ranked = rankBySimilarity(anchor, [
      product('3', { ratingCount: 5 }),
      product('2', { ratingCount: 50 }),
      product('1', { ratingCount: 5 }),
      product('4', { brand: 'Other', price: 30_000 }),
    ]);
    expect(ranked.map((c) => c.sku)).toEqual(['2', '1', '3', '4']);
  });
});
