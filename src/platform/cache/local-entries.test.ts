import { describe, expect, it } from 'vitest';
import { localEntries } from './local-entries';

describe('localEntries', () => {
  it('drops the least recently used entries beyond its byte budget', () => {
    const entries = localEntries<string>(100);
    entries.set('a', 'A', 40);
    entries.set('b', 'B', 40);
    expect(entries.get('a')).toBe('A');
    entries.set('c', 'C', 40);
    expect(entries.get('b')).toBeUndefined();
    expect(entries.get('a')).toBe('A');
    expect(entries.get('c')).toBe('C');
    expect(entries.bytes()).toBe(80);
  });

  it('replaces an entry, deletes one, and keeps none larger than the budget', () => {
    const entries = localEntries<string>(100);
    entries.set('a', 'A', 40);
    entries.set('a', 'A2', 50);
    expect(entries.get('a')).toBe('A2');
    expect(entries.bytes()).toBe(50);
    entries.delete('a');
    expect(entries.bytes()).toBe(0);
    entries.set('huge', 'H', 101);
    expect(entries.get('huge')).toBeUndefined();
  });
});
