// Trying codes is how codes are guessed: generous for people, slow for scripts. Shared by /api/voucher and the
// gateway's applyVoucher, so neither is the open door.
import { GraphQLError } from 'graphql';
import { clientAddressKey } from '@/api/http/client-address';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';

export const voucherTryLimit: LimitRule = { name: 'voucher-tries', points: 20, durationSeconds: 600 };

/** For the gateway: throws VOUCHER_RATE_LIMITED once the address has used up its tries. */
export async function spendVoucherTry(request: Request): Promise<void> {
  const result = await consume(voucherTryLimit, clientAddressKey(request));
  if (!result.allowed) {
    throw new GraphQLError('Too many code tries.', {
      extensions: { code: 'VOUCHER_RATE_LIMITED', retryAfterSeconds: result.retryAfterSeconds },
    });
  }
}
