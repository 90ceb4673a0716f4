import { describe, expect, it } from 'vitest';
import { isSlowConnection } from './connection';

describe('isSlowConnection', () => {
  it.each(['slow-2g', '2g', '3g'])('calls an effective type of %s slow', (effectiveType) => {
    expect(isSlowConnection({ connection: { effectiveType } })).toBe(true);
  });

  it('calls a data-saving connection slow whatever its speed', () => {
    expect(isSlowConnection({ connection: { effectiveType: '4g', saveData: true } })).toBe(true);
  });

  it('calls 4g fast, and a browser without the API or no browser at all fast', () => {
    expect(isSlowConnection({ connection: { effectiveType: '4g', saveData: false } })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
