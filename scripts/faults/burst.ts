// The load of a fault scenario: page loads and orders at once, every outcome counted.
import { setTimeout as sleep } from 'node:timers/promises';
import { send, type Answer } from './http';
import { acknowledged, orderBody, orderHeaders, type Shopper } from './shoppers';

export interface Origin {
  port: number;
  host: string;
}

export interface OrderTally {
  /** Order numbers the shop acknowledged (201, or 200 for a key it had already placed). */
  acknowledged: Set<string>;
  /** Answers 503 with Retry-After: the clear "come back later". */
  clearRefusals: number;
  /** Anything else that was not an acknowledgement: 5xx without Retry-After, a cut connection, a timeout. */
  otherFailures: string[];
  /** Shoppers whose order was never acknowledged. */
  unplaced: number;
}

/**
 * Each shopper places its order, and on a failure tries again with the same idempotency key, as the checkout does:
 * after Retry-After when the shop sent one (capped at `retryCapMs` to keep the script short), else after 300 ms.
 */
export async function placeOrders(
  origin: Origin,
  shoppers: readonly Shopper[],
  concurrency: number,
  opts: { attempts?: number; retryCapMs?: number; onAnswer?: (answer: Answer | Error) => void } = {},
): Promise<OrderTally> {
  const tally: OrderTally = { acknowledged: new Set(), clearRefusals: 0, otherFailures: [], unplaced: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < shoppers.length; i = next++) {
        const shopper = shoppers[i]!;
        let placed = false;
        for (let attempt = 0; attempt < (opts.attempts ?? 60) && !placed; attempt++) {
          let wait = 300;
          try {
            const answer = await send(origin, 'POST', '/api/checkout/order', orderHeaders(shopper), orderBody(shopper));
            opts.onAnswer?.(answer);
            const number = acknowledged(answer);
            if (number) {
              tally.acknowledged.add(number);
              placed = true;
              continue;
            }
            if (answer.status === 503 && answer.headers['retry-after']) {
              tally.clearRefusals++;
              wait = Math.min(Number(answer.headers['retry-after']) * 1000, opts.retryCapMs ?? 1_000);
            } else {
              tally.otherFailures.push(`${answer.status} ${answer.body.slice(0, 120)}`);
            }
          } catch (error) {
            opts.onAnswer?.(error as Error);
            tally.otherFailures.push((error as Error).message);
          }
          await sleep(wait);
        }
        if (!placed) tally.unplaced++;
      }
    }),
  );
  return tally;
}

export interface PageTally {
  loads: number;
  failures: string[];
}

/** Loads the pages round-robin with `concurrency` readers until `until()` is true. */
export async function loadPages(origin: Origin, paths: readonly string[], concurrency: number, until: () => boolean): Promise<PageTally> {
  const tally: PageTally = { loads: 0, failures: [] };
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const path = paths[n++ % paths.length]!;
        try {
          const answer = await send(origin, 'GET', path);
          tally.loads++;
          if (answer.status !== 200) tally.failures.push(`${answer.status} ${path}`);
        } catch (error) {
          tally.loads++;
          tally.failures.push(`${(error as Error).message} ${path}`);
        }
      }
    }),
  );
  return tally;
}
