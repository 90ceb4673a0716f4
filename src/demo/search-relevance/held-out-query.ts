// The building blocks the held-out sets write their queries with: one constructor per shop locale, the colour
// families a shopper's colour word takes (sets 7 and 8 judge "blau" by navy and light blue as well, as a shopper
// looking at the swatches would).
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ShopperQuery, Want } from './shopper-queries';

export const de = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-DE', q, want });
export const at = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-AT', q, want });
export const ch = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-CH', q, want });
export const fr = (q: string, want: Want | null): ShopperQuery => ({ locale: 'fr-CH', q, want });
export const nl = (q: string, want: Want | null): ShopperQuery => ({ locale: 'nl-NL', q, want });

export const BLACK: ColourKey[] = ['schwarz'];
export const WHITE: ColourKey[] = ['weiss'];
export const GREY: ColourKey[] = ['grau', 'anthrazit'];
export const BLUE: ColourKey[] = ['blau', 'marine', 'hellblau'];
export const RED: ColourKey[] = ['rot', 'bordeaux'];
export const GREEN: ColourKey[] = ['gruen', 'oliv'];
export const BROWN: ColourKey[] = ['braun', 'cognac'];

/** The pullover types a knit query takes, and the cardigans (sets 3 and 4 judge by the same lists). */
export const PULLOVERS = [
  'Strickpullover',
  'Rollkragenpullover',
  'Wollpullover',
  'Hoodie',
  'Kapuzenpullover',
  'Sweatshirt',
  'Troyer',
];
export const CARDIGANS: Want = { type: ['Strickjacke', 'Cardigan'] };
