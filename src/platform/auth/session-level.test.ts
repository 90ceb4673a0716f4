import { describe, expect, it } from 'vitest';
import { tokenTypeOfLevel } from './session-level';

describe('session levels', () => {
  it('carries each level as the token type SPEC §3 gives it (0 anonymous, 1 soft, non-zero logged in)', () => {
    expect(tokenTypeOfLevel('anonymous')).toBe(0);
    expect(tokenTypeOfLevel('soft')).toBe(1);
    expect(tokenTypeOfLevel('full')).toBe(2);
  });
});
