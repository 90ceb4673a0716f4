import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '@/platform/logging/logger';
import { loadInitialData } from './load-initial-data';

describe('loadInitialData', () => {
  it('keeps the values that loaded and leaves a failed one undefined, logging it with its key', async () => {
    const logError = vi.spyOn(logger(), 'error');
    const data = await loadInitialData({
      navigation: Promise.resolve({ items: ['Damen'] }),
      usp: Promise.reject(new Error('Status 500: storage down')),
      banners: Promise.resolve(null),
    });

    expect(data).toEqual({ navigation: { items: ['Damen'] }, usp: undefined, banners: null });
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({
        key: 'usp',
        err: expect.objectContaining({ message: 'Status 500: storage down' }),
      }),
      'Error on initial fetching data',
    );
  });

  it('logs every rejection, not only the first', async () => {
    const log = { error: vi.fn() };
    const data = await loadInitialData(
      { a: Promise.reject(new Error('a')), b: Promise.reject('b') },
      { log: log as unknown as Logger },
    );
    expect(data).toEqual({ a: undefined, b: undefined });
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
