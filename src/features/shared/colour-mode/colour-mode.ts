// Colour mode (SPEC §4): light, dark or system, stored in localStorage; system follows the device.
export const colourModes = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof colourModes)[number];
export type ResolvedMode = 'light' | 'dark';

export const COLOUR_MODE_KEY = 'colour-mode';

export function parseColourMode(value: unknown): ColourMode {
  return colourModes.includes(value as ColourMode) ? (value as ColourMode) : 'system';
}

export function resolveColourMode(mode: ColourMode, devicePrefersDark: boolean): ResolvedMode {
  if (mode === 'system') return devicePrefersDark ? 'dark' : 'light';
  return mode;
}

/**
 * Sets data-mode on <html> before the first paint. Runs as an inline script, so it must be self-contained: it is
 * serialised with Function.prototype.toString (see colourModeScript) and keeps the rules above in one place.
 */
export function applyStoredColourMode(key: string): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(key);
  } catch {
    // storage blocked: follow the device
  }
  const mode = stored === 'light' || stored === 'dark' ? stored : 'system';
  const dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.mode = dark ? 'dark' : 'light';
  document.documentElement.dataset.modePreference = mode;
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export const colourModeScript = `(${applyStoredColourMode.toString()})(${JSON.stringify(COLOUR_MODE_KEY)})`;
