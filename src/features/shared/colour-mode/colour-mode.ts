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
 * Sets data-mode on <html> before the first paint, with the rules above. An inline script, written out as a literal
 * (not serialised from a function): its text must be byte-identical wherever it is hashed, because the
 * Content-Security-Policy allows it by its SHA-256 (src/platform/http/content-security-policy.ts, decision 0035).
 */
export const colourModeScript =
  '(function(k){var s=null;try{s=window.localStorage.getItem(k)}catch(e){}' +
  "var m=s==='light'||s==='dark'?s:'system';" +
  "var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var e=document.documentElement;e.dataset.mode=d?'dark':'light';e.dataset.modePreference=m;" +
  "e.style.colorScheme=d?'dark':'light'})(" +
  JSON.stringify(COLOUR_MODE_KEY) +
  ')';
