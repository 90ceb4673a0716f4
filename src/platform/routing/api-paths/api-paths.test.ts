import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderPaths } from './order';

/** Every module of this folder: one per area. */
const areas = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const appDir = path.resolve(__dirname, '../../../app');
const PARAM = 'PARAM';

/** The route file a path reaches: literal folders, or a dynamic `[name]` folder where the path has a parameter. */
function routeFileOf(urlPath: string): string | null {
  let dir = appDir;
  for (const part of urlPath.split('/').filter(Boolean)) {
    if (part !== PARAM) {
      dir = path.join(dir, part);
      if (!existsSync(dir)) return null;
      continue;
    }
    const dynamic = readdirSync(dir).find((name) => /^\[[^.\]]+\]$/.test(name));
    if (!dynamic) return null;
    dir = path.join(dir, dynamic);
  }
  const file = path.join(dir, 'route.ts');
  return existsSync(file) ? path.relative(appDir, file) : null;
}

/** Every path the module exports, functions called with a placeholder for each parameter. */
function everyPath(): [string, string][] {
  const found: [string, string][] = [];
  const visit = (name: string, value: unknown) => {
    if (typeof value === 'string') found.push([name, value]);
    else if (typeof value === 'function') found.push([name, value(...Array(value.length).fill(PARAM)) as string]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) visit(`${name}.${key}`, inner);
  };
  for (const [file, exports] of Object.entries(areas))
    for (const [name, value] of Object.entries(exports)) visit(`${file.slice(2, -3)}.${name}`, value);
  return found;
}

describe('API paths', () => {
  it('covers every area module', () => {
    expect(Object.keys(areas).length).toBeGreaterThanOrEqual(9);
  });

  it.each(everyPath())('%s (%s) is served by a route file under src/app', (_name, urlPath) => {
    expect(routeFileOf(urlPath)).not.toBeNull();
  });

  it('finds no route for a path that has none, so the check above can fail', () => {
    expect(routeFileOf('/api/identity/no-such-endpoint')).toBeNull();
    expect(routeFileOf('/api/orders/PARAM/PARAM')).toBeNull();
  });

  it('escapes a parameter, so an order number cannot reach another path', () => {
    expect(orderPaths.orderOf('../../customer/v1')).toBe('/api/orders/..%2F..%2Fcustomer%2Fv1');
  });
});
