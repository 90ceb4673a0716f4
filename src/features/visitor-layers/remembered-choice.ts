// What a visitor answered to a layer, kept in this browser for this shop (localStorage is per host, so per shop):
// the geo offer's "stay" or "switch", the app banner's dismissal (decision 0048). A browser that refuses storage
// (private mode, blocked) still gets the layer closed; it may see it again on the next page.
export type GeoChoice = 'stay' | 'switch';

const keys = { geo: 'sf-geo-choice', app: 'sf-app-banner' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the layer closes all the same.
  }
}

export const geoChoice = (): GeoChoice | null => {
  const value = read(keys.geo);
  return value === 'stay' || value === 'switch' ? value : null;
};
export const rememberGeoChoice = (choice: GeoChoice) => write(keys.geo, choice);

export const appBannerDismissed = (): boolean => read(keys.app) === 'dismissed';
export const rememberAppBannerDismissed = () => write(keys.app, 'dismissed');

/** The storage keys, for browser tests that start as a visitor who already answered. */
export const rememberedChoiceKeys = keys;
