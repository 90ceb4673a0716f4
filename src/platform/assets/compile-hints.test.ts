import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
  mkdirSync(path.join(dir, 'nested'));
  writeFileSync(path.join(dir, 'app.js'), '(globalThis.TURBOPACK||=[]).push([]);\n');
  writeFileSync(path.join(dir, 'nested', 'lazy.js'), 'export{};');
  writeFileSync(path.join(dir, 'app.css'), 'a{color:red}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');

it('puts the hint on the first line of every script, nested ones too, and leaves the rest of it as it was', () => {
  expect(addCompileHints(dir)).toBe(2);
  expect(read('app.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([]);\n`);
  expect(read('nested/lazy.js')).toBe(`${COMPILE_HINT}export{};`);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
});

it('leaves stylesheets alone and adds the hint only once when run again', () => {
  addCompileHints(dir);
  expect(addCompileHints(dir)).toBe(0);
  expect(read('app.js').split(COMPILE_HINT)).toHaveLength(2);
  expect(read('app.css')).toBe('a{color:red}');
});
