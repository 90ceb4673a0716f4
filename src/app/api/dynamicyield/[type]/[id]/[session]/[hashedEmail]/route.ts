import {
  getDynamicYieldRecommendations,
  type DynamicYieldParams,
} from '@/api/recommendations/dynamic-yield-handler';

// SPEC §7: recommendations of a slot (detail-view, add-to-basket) for a product.
export async function GET(request: Request, { params }: { params: Promise<DynamicYieldParams> }) {
  return getDynamicYieldRecommendations(request, await params);
}
