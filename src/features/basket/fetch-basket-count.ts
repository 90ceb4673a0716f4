// The basket's item count (the header; the activation asks whether a basket waits): a GET, the cheapest question
// the gateway answers.
import { BasketCountDocument } from '@/features/shared/client-data/generated/basket-count';
import { requestGateway } from '@/features/shared/client-data/gateway-request';
import { failureOf } from './basket-failure';

export async function fetchBasketCount(gatewayUrl?: string): Promise<number> {
  const answer = await requestGateway(BasketCountDocument, {}, gatewayUrl);
  if (!answer.ok) throw new Error(`[GraphQL] basket count: ${failureOf(answer.errors, answer.network).code}`);
  return answer.data.basket.count;
}
