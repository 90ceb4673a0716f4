// A refused basket change as the gateway reports it: the stable code of its first GraphQL error and the details the
// message needs (available, max, minimumAmount); NETWORK when there was no answer at all.
import type { GatewayError } from '@/features/shared/client-data/gateway-request';

export interface BasketFailureInfo {
  code: string;
  available?: number;
  max?: number;
  minimumAmount?: number;
}

export function failureOf(errors: readonly GatewayError[] | undefined, network: boolean): BasketFailureInfo {
  if (network) return { code: 'NETWORK' };
  const extensions = errors?.[0]?.extensions ?? {};
  const number = (key: string) => (typeof extensions[key] === 'number' ? (extensions[key] as number) : undefined);
  return {
    code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN',
    available: number('available'),
    max: number('max'),
    minimumAmount: number('minimumAmount'),
  };
}
