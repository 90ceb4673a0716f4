// The answer of GET /api/dynamicyield/{type}/{id}/{session}/{hashedEmail} as the slot reads it.
import type { RecommendationSlot } from '@/commerce/recommendations/recommend-products';
import type { ProductHit } from '@/commerce/search/search-types';

export type RecommendationHitData = Omit<ProductHit, 'slug' | 'colours'> & { url: string };

export interface RecommendationsResponse {
  slot: RecommendationSlot;
  sku: string;
  hits: RecommendationHitData[];
}
