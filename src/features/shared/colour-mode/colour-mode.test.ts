import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOUR_MODE_KEY, colourModeScript, parseColourMode, resolveColourMode } from './colour-mode';

describe('colour mode', () => {
  it('resolves system from the device preference and keeps explicit choices', () => {
    expect(resolveColourMode('system', true)).toBe('dark');
    expect(resolveColourMode('system', false)).toBe('light');
    expect(resolveColourMode('light', true)).toBe('light');
    expect(resolveColourMode('dark', false)).toBe('dark');
  });

  it('reads unknown stored values as system', () => {
    expect(parseColourMode('dark')).toBe('dark');
    expect(parseColourMode('purple')).toBe('system');
    expect(parseColourMode(null)).toBe('system');
  });

  describe('the inline script', () => {
    afterEach(() => vi.unstubAllGlobals());

    function run(stored: string | null, prefersDark: boolean, storageThrows = false) {
      const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
      vi.stubGlobal('document', { documentElement: root });
      vi.stubGlobal('window', {
        localStorage: {
          getItem: (key: string) => {
            if (storageThrows) throw new Error('blocked');
            return key === COLOUR_MODE_KEY ? stored : null;
          },
        },
        matchMedia: () => ({ matches: prefersDark }),
      });
      new Function(colourModeScript)();
      return root;
    }

    it('applies a stored dark mode before paint', () => {
      expect(run('dark', false).dataset).toEqual({ mode: 'dark', modePreference: 'dark' });
    });

    it('follows the device when nothing is stored or storage is blocked', () => {
      expect(run(null, true).dataset.mode).toBe('dark');
      expect(run(null, false, true).dataset.mode).toBe('light');
      expect(run('garbage', false).dataset).toEqual({ mode: 'light', modePreference: 'system' });
    });
  });
});
