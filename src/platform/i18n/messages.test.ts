import { describe, expect, it } from 'vitest';
import deDE from '@messages/de-DE.json';
import deAT from '@messages/de-AT.json';
import deCH from '@messages/de-CH.json';
import frCH from '@messages/fr-CH.json';
import nlNL from '@messages/nl-NL.json';
import { locales } from './locales';
import { messagesFor } from './messages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const german = leaves(deDE);
/** Keys whose value may read the same in German and another language (names, ICU-only patterns). */
const sameEverywhere = new Set(['meta.titleTemplate', 'footer.copyright', 'hours.range', 'footer.contact', 'product.unitPrice', 'product.articleNumber',
  // Only placeholders and a number: the tax label and rate are filled in per country.
  'invoices.pdf.vatOfRate', 'invoices.pdf.noVat',
  // The programme's name and its points' unit are brands.
  'accountPages.nav.payback', 'accountPages.loyalty.points.joe',
  // "Mode" is the word in all three languages; Dutch greets with "Hallo," as German does.
  'newsletter.subscribe.interestOptions.fashion',
  // The metrics' names: "Web Vitals" and "p75" are the terms in every language.
  'ops.title', 'ops.p75',
  ...['confirm', 'alreadySubscribed', 'welcome', 'welcomeBack', 'manageLink', 'noSubscription'].map((m) => `newsletter.mail.${m}.greeting`),
]);

describe('message catalogs', () => {
  it.each([
    ['fr-CH', frCH],
    ['nl-NL', nlNL],
  ])('%s has every key of de-DE and no other', (_locale, catalog) => {
    expect([...leaves(catalog as Tree).keys()].sort()).toEqual([...german.keys()].sort());
  });

  it.each([
    ['fr-CH', frCH],
    ['nl-NL', nlNL],
  ])('%s shows no German text', (_locale, catalog) => {
    for (const [key, value] of leaves(catalog as Tree)) {
      if (sameEverywhere.has(key)) continue;
      expect(value, key).not.toBe(german.get(key));
      // Texts about jö (the Austrian bonus club) carry its name, umlaut and all.
      const text = key.endsWith('.joe') ? String(value).replace(/jö/g, '') : value;
      expect(text, key).not.toMatch(/[äöüß]|\b(und|oder|Bitte|Seite|Konto|Warenkorb)\b/);
    }
  });

  it.each([
    ['de-AT', deAT],
    ['de-CH', deCH],
  ])('%s overrides only keys that de-DE has', (_locale, overrides) => {
    for (const key of leaves(overrides as Tree).keys()) expect(german.has(key), key).toBe(true);
  });

  it('resolves every key in every locale, and de-CH writes ss for ß', () => {
    for (const locale of locales) {
      const resolved = leaves(messagesFor(locale) as unknown as Tree);
      expect([...resolved.keys()].sort(), locale).toEqual([...german.keys()].sort());
    }
    const swiss = leaves(messagesFor('de-CH') as unknown as Tree);
    expect(swiss.get('shell.closeMenu')).toBe('Menü schliessen');
    for (const value of swiss.values()) expect(value).not.toContain('ß');
  });
});
