// The shopper vocabulary per product type (shopper-words/<language>.json), kept from the catalog's side: for each
// product type, target group, material, colour, season and fit the demo catalog writes, the words shoppers type for
// it — everywhere ("say"), only in one country's shop ("de-AT", "de-CH": the Austrian "Sessel" is a chair, the German
// one an armchair), or as a broader class the type belongs to ("within": an "Oberteil" is a T-shirt, a blouse, a
// pullover …). Read as one-way replacements (shopper word → catalog phrasing); class words are searched with a
// lower weight, so the products the word names itself come first (decision 0059).
import type { Language, Locale } from '@/platform/i18n/locales';
import de from './shopper-words/de.json' with { type: 'json' };
import fr from './shopper-words/fr.json' with { type: 'json' };
import nl from './shopper-words/nl.json' with { type: 'json' };

/** One catalog phrasing and the shopper words for it. */
export interface ShopperEntry {
  say?: string[];
  within?: string[];
  /** Words only a shop of this locale reads so ("de-AT", "de-CH"). */
  [locale: string]: string[] | undefined;
}

export interface ShopperWordFile {
  about: string;
  /** Section name (types, target groups, materials, colours, seasons, fits) → catalog phrasing → its words. */
  sections: Record<string, Record<string, ShopperEntry>>;
}

const files: Record<Language, ShopperWordFile> = { de, fr, nl } as Record<Language, ShopperWordFile>;

export function shopperWordFile(language: Language): ShopperWordFile {
  return files[language];
}

type Inverted = Record<string, string[]>;

function invert(language: Language, pick: (entry: ShopperEntry) => readonly string[] | undefined): Inverted {
  const out: Inverted = {};
  for (const section of Object.values(files[language].sections)) {
    for (const [target, entry] of Object.entries(section)) {
      for (const word of pick(entry) ?? []) {
        const targets = (out[word] ??= []);
        if (!targets.includes(target)) targets.push(target);
      }
    }
  }
  return out;
}

/** Shopper word → catalog phrasings, for every shop of the language and, with a locale, that shop's own words. */
export function shopperReplacements(language: Language, locale?: Locale): Inverted {
  return invert(language, (entry) => [...(entry.say ?? []), ...((locale && entry[locale]) || [])]);
}

/** Class word → the catalog phrasings of its members ("oberteil" → t-shirt, bluse, pullover …). */
export function shopperClasses(language: Language): Inverted {
  return invert(language, (entry) => entry.within);
}
