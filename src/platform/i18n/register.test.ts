// One form of address per locale (issue 21: French mixed "tu" and "vous", German "Du" and "Sie"). The shop speaks to
// its customers with "Du" (capitalized, as the spec's own messages write it) in German, "vous" in French and "je" in
// Dutch — in every message catalogue (as the shop resolves them, de-AT and de-CH on top of de-DE) and in the CMS
// content. The statutory texts (terms, the model withdrawal notice, the privacy notice, the imprint) keep the formal
// address the law's models are written in (decision 0039).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from './locales';
import { messagesFor } from './messages';

type Leaf = { where: string; text: string };

function leaves(value: unknown, where: string): Leaf[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${where}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${where}.${k}`));
  return [];
}

const statutory = new Set([
  ...['agb.json', 'widerrufsbelehrung.json', 'datenschutz.json', 'impressum.json'],
  ...['cgv.json', 'droit-de-retractation.json', 'protection-des-donnees.json', 'mentions-legales.json'],
  ...['algemene-voorwaarden.json', 'herroepingsrecht.json', 'privacy.json', 'colofon.json'],
]);
function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return name.endsWith('.json') && !statutory.has(name) ? [file] : [];
  });
}

const contentRoot = path.join(process.cwd(), 'content');
function contentOf(locale: Locale): Leaf[] {
  return readdirSync(contentRoot)
    .map((tenant) => path.join(contentRoot, tenant, locale))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(contentFiles)
    .flatMap((file) => leaves(JSON.parse(readFileSync(file, 'utf8')), path.relative(contentRoot, file)));
}

const textsOf = (locale: Locale): Leaf[] => [...leaves(messagesFor(locale), locale), ...contentOf(locale)];

/** Words of the other register. German: the formal "Ihr…"/"Ihnen", "Sie" inside a sentence, and a lower-case "du". */
const otherRegister: Record<'de' | 'fr' | 'nl', RegExp> = {
  de: /(?<!\p{L})(?:Ihnen|Ihre[nmrs]?|Ihr)(?!\p{L})|(?<![.!?:„"]\s)(?<!^)(?<!\p{L})Sie(?!\p{L})|(?<!\p{L})(?:du|dich|dir|dein|deine[nmrs]?)(?!\p{L})/u,
  // Pronouns and possessives of "tu", and the imperatives of the tu form a shop text begins a sentence with.
  fr: /(?<!\p{L})(?:[Tt]u|[Tt]oi|[Tt]on|[Tt]a|[Tt]es|[Tt]e)(?!\p{L})|(?<!\p{L})t’|-toi(?!\p{L})|(?<!\p{L})(?:Deviens|Choisis|Vérifie|Réessaie|Découvre|Profite|Inscris-toi|Essaie)(?!\p{L})/u,
  nl: /(?<!\p{L})(?:u|uw|uzelf)(?!\p{L})/iu,
};

const offending = (texts: Leaf[], pattern: RegExp) =>
  texts.filter((l) => pattern.test(l.text)).map((l) => `${l.where}: ${l.text.slice(0, 120)}`);

describe('one form of address per locale', () => {
  it.each(locales.map((l) => [l]))('%s speaks to the customer in one register only', (locale) => {
    const language = locale.slice(0, 2) as 'de' | 'fr' | 'nl';
    expect(offending(textsOf(locale), otherRegister[language])).toEqual([]);
  });

  it('catches what it is there for', () => {
    const leaf = (text: string) => [{ where: 'x', text }];
    expect(offending(leaf('Wir konnten Ihre Anfrage nicht bearbeiten.'), otherRegister.de)).toHaveLength(1);
    expect(offending(leaf('Melde dich an.'), otherRegister.de)).toHaveLength(1);
    expect(offending(leaf('Wenn Sie bestellen'), otherRegister.de)).toHaveLength(1);
    expect(offending(leaf('Melde Dich an. Sie hat die Nummer 4.'), otherRegister.de)).toHaveLength(0);
    expect(offending(leaf('Vérifie ta connexion.'), otherRegister.fr)).toHaveLength(1);
    expect(offending(leaf('Nous t’envoyons un e-mail.'), otherRegister.fr)).toHaveLength(1);
    expect(offending(leaf('Vérifiez votre connexion.'), otherRegister.fr)).toHaveLength(0);
    expect(offending(leaf('Deviens membre Premium.'), otherRegister.fr)).toHaveLength(1);
    expect(offending(leaf('Wij sturen u een e-mail.'), otherRegister.nl)).toHaveLength(1);
    expect(offending(leaf('We sturen je een e-mail.'), otherRegister.nl)).toHaveLength(0);
  });
});
