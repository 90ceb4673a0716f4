import { afterEach, describe, expect, it, vi } from 'vitest';
import { setZodJitless } from './zod-jitless';

const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

afterEach(() => {
  if (scope.__zod_globalConfig) delete scope.__zod_globalConfig.jitless;
  vi.resetModules();
});

describe('setZodJitless', () => {
  it('is what zod reads as its jitless setting when set before zod loads', async () => {
    vi.resetModules();
    setZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('reaches a zod that has loaded already', async () => {
    const { config } = await import('zod/v4/core');
    delete config().jitless;
    setZodJitless();
    expect(config().jitless).toBe(true);
  });

  it('makes zod parse without compiling: no Function constructor is called for an object schema', async () => {
    setZodJitless();
    const { z } = await import('zod');
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'Anna', count: 2 })).toEqual({ name: 'Anna', count: 2 });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
