// Loads the data a first server render needs in parallel (SPEC §8): one failed part leaves that part undefined and
// the page renders without it.
import type { Logger } from 'pino';
import { errorFields, logger } from '@/platform/logging/logger';

export type InitialData<T extends Record<string, PromiseLike<unknown>>> = {
  [K in keyof T]: Awaited<T[K]> | undefined;
};

export async function loadInitialData<T extends Record<string, PromiseLike<unknown>>>(
  loaders: T,
  { log = logger() }: { log?: Logger } = {},
): Promise<InitialData<T>> {
  const keys = Object.keys(loaders) as (keyof T & string)[];
  const results = await Promise.allSettled(keys.map((key) => loaders[key]));
  const data = {} as InitialData<T>;
  results.forEach((result, index) => {
    const key = keys[index]!;
    if (result.status === 'fulfilled') {
      data[key] = result.value as Awaited<T[typeof key]>;
    } else {
      data[key] = undefined;
      log.error({ key, ...errorFields(result.reason) }, 'Error on initial fetching data');
    }
  });
  return data;
}
