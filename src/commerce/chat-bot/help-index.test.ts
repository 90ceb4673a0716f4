// Retrieval over the shipped help content: the shipping passage for "how long does delivery take" in each language,
// nothing for nonsense, and how pages are cut into passages.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocksSchema } from '@/commerce/content/content-blocks';
import { shopContext } from '@/commerce/tenant/shop-context';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { contentSource } from '@/platform/content/content-source';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { answerFromHelp } from './answer-question';
import { buildHelpIndex, CONFIDENCE_THRESHOLD, searchHelp, type HelpIndex } from './help-index';
import { loadHelpPassages, passagesOfBlocks } from './help-passages';

const source = contentSource({
  CONTENT_DIR: fileURLToPath(new URL('../../../content', import.meta.url)),
  CONTENT_BASE_URL: undefined,
  CONTENT_TOKEN: undefined,
});

const shops: [TenantKey, Locale][] = [
  ['de', 'de-DE'],
  ['ch', 'fr-CH'],
  ['ch', 'de-CH'],
  ['nl', 'nl-NL'],
];
const indexes = new Map<Locale, HelpIndex>();

beforeAll(async () => {
  for (const [tenant, locale] of shops) {
    const passages = await loadHelpPassages(shopContext(tenant, locale), { source });
    indexes.set(locale, buildHelpIndex(languageOf(locale), passages));
  }
});

const best = (locale: Locale, question: string) => answerFromHelp(indexes.get(locale)!, { question }).hits[0];

describe('answers from the help content', () => {
  it.each([
    ['de-DE', 'Wie lange dauert die Lieferung?', '/service-hilfe/versand-und-lieferung'],
    ['de-CH', 'Wie lange dauert die Lieferung?', '/service-hilfe/versand-und-lieferung'],
    ['fr-CH', 'Combien de temps dure la livraison ?', '/fr/aide-service/livraison'],
    ['nl-NL', 'Hoe lang duurt de levering?', '/klantenservice/verzending-en-levering'],
    ['de-DE', 'Was kostet der Versand?', '/service-hilfe/versand-und-lieferung'],
    ['de-DE', 'Kann ich auf Rechnung bezahlen?', '/service-hilfe/zahlungsarten'],
    ['fr-CH', 'Quels sont les frais de livraison ?', '/fr/aide-service/livraison'],
  ] as const)('%s: "%s" finds the passage on %s', (locale, question, href) => {
    const hit = best(locale, question);
    expect(hit?.passage.href).toBe(href);
    expect(hit!.coverage).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
  });

  it('quotes the shipping times in the shipping answer', () => {
    expect(best('de-DE', 'Wie lange dauert die Lieferung?')!.passage.text).toMatch(/2–4 Werktagen/);
    expect(best('nl-NL', 'Hoe lang duurt de levering?')!.passage.text).toMatch(/werkdagen/);
  });

  it.each([
    ['de-DE', 'Xylophon Quantenphysik'],
    ['de-DE', 'Was kostet ein Sofa?'],
    ['de-DE', 'Hallo, wie geht es dir?'],
    ['fr-CH', 'xylophone quantique'],
    ['nl-NL', 'xylofoon kwantum'],
  ] as const)('%s: "%s" stays below the threshold', (locale, question) => {
    const answer = answerFromHelp(indexes.get(locale)!, { question });
    expect(answer.hits).toEqual([]);
    expect(answer.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
  });

  it('asks a short follow-up together with the visitor’s last question', () => {
    const index = indexes.get('de-DE')!;
    expect(answerFromHelp(index, { question: 'Und am Samstag?' }).hits).toEqual([]);
    const followUp = answerFromHelp(index, {
      question: 'Und am Samstag?',
      history: [
        { role: 'visitor', text: 'Wie lange dauert die Lieferung von Möbeln per Spedition?' },
        { role: 'bot', text: 'Möbel liefern wir per Spedition in 5–10 Werktagen.' },
      ],
    });
    expect(followUp.hits[0]?.passage.text).toMatch(/Spedition/);
  });

  it('offers further passages from other pages only', () => {
    const { hits } = answerFromHelp(indexes.get('de-DE')!, { question: 'Wann bekomme ich mein Geld zurück?' });
    expect(new Set(hits.map((h) => h.passage.href)).size).toBe(hits.length);
  });

  it('reads only the service-help area of the shop’s own language', () => {
    const hrefs = indexes.get('fr-CH')!.passages.map((p) => p.href);
    expect(hrefs.every((h) => h.startsWith('/fr/aide-service'))).toBe(true);
  });
});

describe('passages of a page', () => {
  const blocks = blocksSchema.parse([
    { type: 'paragraph', text: 'Einleitung.' },
    { type: 'heading', text: 'Versandkosten' },
    { type: 'list', items: [[{ text: 'Standard: ', strong: true }, '5,95 €'], 'Express: 9,95 €'] },
    { type: 'notice', text: ['Siehe ', { text: 'AGB', href: '/legal/terms' }] },
    { type: 'link-list', links: [{ label: 'Kontakt', href: '/service/contact' }] },
    { type: 'faq', items: [{ question: 'Wann kommt es?', answer: 'Bald.' }] },
  ]);

  it('cuts at headings, keeps FAQ items apart, and leaves navigation out', () => {
    expect(passagesOfBlocks('Versand', '/v', blocks)).toEqual([
      { title: 'Versand', text: 'Einleitung.', href: '/v' },
      { title: 'Versand', heading: 'Wann kommt es?', text: 'Bald.', href: '/v' },
      { title: 'Versand', heading: 'Versandkosten', text: 'Standard: 5,95 €; Express: 9,95 € Siehe AGB', href: '/v' },
    ]);
  });

  it('finds nothing in an empty index', () => {
    expect(searchHelp(buildHelpIndex('de', []), 'Lieferung')).toEqual([]);
  });
});
