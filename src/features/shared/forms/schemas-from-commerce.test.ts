// One rule for the browser and the server: a form validates with the zod schema its server endpoint uses, imported
// from src/commerce. A component that builds a schema of its own has a copy that can drift (the delivery step's
// recipient schema did: it let "Erika2" through, which the server refuses), so no component in src/features may.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(__dirname, '..', '..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('form schemas', () => {
  it('come from src/commerce: no component imports zod to build one of its own', () => {
    const own = components(features).filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(readFileSync(file, 'utf8')),
    );
    expect(own).toEqual([]);
  });

  it('finds the components it checks (the check cannot pass by reading nothing)', () => {
    expect(components(features).some((file) => file.endsWith('delivery-step.tsx'))).toBe(true);
  });
});
