// The colour registry: keys stored on variants, a swatch colour, and the name per language.
import type { Language } from '@/platform/i18n/locales';

export const colours = {
  schwarz: { hex: '#1f1f1f', name: { de: 'Schwarz', fr: 'Noir', nl: 'Zwart' } },
  weiss: { hex: '#f7f7f5', name: { de: 'Weiß', fr: 'Blanc', nl: 'Wit' } },
  grau: { hex: '#8a8d91', name: { de: 'Grau', fr: 'Gris', nl: 'Grijs' } },
  anthrazit: { hex: '#3b3f44', name: { de: 'Anthrazit', fr: 'Anthracite', nl: 'Antraciet' } },
  beige: { hex: '#d8c7a8', name: { de: 'Beige', fr: 'Beige', nl: 'Beige' } },
  braun: { hex: '#6b4a2f', name: { de: 'Braun', fr: 'Marron', nl: 'Bruin' } },
  cognac: { hex: '#9a5b2c', name: { de: 'Cognac', fr: 'Cognac', nl: 'Cognac' } },
  rot: { hex: '#b3261e', name: { de: 'Rot', fr: 'Rouge', nl: 'Rood' } },
  bordeaux: { hex: '#6d1f2e', name: { de: 'Bordeaux', fr: 'Bordeaux', nl: 'Bordeaux' } },
  rosa: { hex: '#e8a3b5', name: { de: 'Rosa', fr: 'Rose', nl: 'Roze' } },
  orange: { hex: '#e07a1f', name: { de: 'Orange', fr: 'Orange', nl: 'Oranje' } },
  gelb: { hex: '#f2c230', name: { de: 'Gelb', fr: 'Jaune', nl: 'Geel' } },
  gruen: { hex: '#3f7d4e', name: { de: 'Grün', fr: 'Vert', nl: 'Groen' } },
  oliv: { hex: '#6b6b3a', name: { de: 'Oliv', fr: 'Olive', nl: 'Olijf' } },
  blau: { hex: '#2f5fa8', name: { de: 'Blau', fr: 'Bleu', nl: 'Blauw' } },
  marine: { hex: '#1d2a4a', name: { de: 'Marine', fr: 'Marine', nl: 'Marineblauw' } },
  hellblau: { hex: '#9cc3e6', name: { de: 'Hellblau', fr: 'Bleu clair', nl: 'Lichtblauw' } },
  lila: { hex: '#7a4f9a', name: { de: 'Lila', fr: 'Violet', nl: 'Paars' } },
  silber: { hex: '#c0c4c8', name: { de: 'Silber', fr: 'Argent', nl: 'Zilver' } },
  gold: { hex: '#c9a449', name: { de: 'Gold', fr: 'Or', nl: 'Goud' } },
  natur: { hex: '#c8a97e', name: { de: 'Natur', fr: 'Naturel', nl: 'Naturel' } },
} as const satisfies Record<string, { hex: string; name: Record<Language, string> }>;

export type ColourKey = keyof typeof colours;

export function isColourKey(value: unknown): value is ColourKey {
  return typeof value === 'string' && Object.hasOwn(colours, value);
}

export function colourName(key: ColourKey, language: Language): string {
  return colours[key].name[language];
}
