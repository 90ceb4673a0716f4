// "Where is my order" told apart from general questions about delivery and orders, in each language.
import { describe, expect, it } from 'vitest';
import type { Language } from '@/platform/i18n/locales';
import { isOrderQuestion } from './order-question';

describe('order questions', () => {
  it.each([
    ['de', 'Wo bleibt meine Bestellung?'],
    ['de', 'Wo ist mein Paket?'],
    ['de', 'Wann kommt meine Lieferung?'],
    ['de', 'Status meiner Bestellung'],
    ['de', 'wo bleibt das paket'],
    ['de', 'Sendungsstatus'],
    ['fr', 'Où est ma commande ?'],
    ['fr', 'Quand arrive mon colis ?'],
    ['fr', 'ou en est la livraison'],
    ['nl', 'Waar blijft mijn bestelling?'],
    ['nl', 'Wanneer komt mijn pakket?'],
    ['nl', 'Status van de levering'],
  ] as const)('%s: "%s" is about the visitor’s own order', (language: Language, question) => {
    expect(isOrderQuestion(language, question)).toBe(true);
  });

  it.each([
    ['de', 'Wie lange dauert die Lieferung?'],
    ['de', 'Was kostet der Versand?'],
    ['de', 'Kann ich an meinen Paketshop liefern lassen?'],
    ['de', 'Wo bleibt der Rabatt?'],
    ['de', 'Wie funktioniert mein Warenkorb?'],
    ['fr', 'Combien de temps dure la livraison ?'],
    ['fr', 'Quels sont les frais de livraison ?'],
    ['nl', 'Hoe lang duurt de levering?'],
    ['nl', 'Wat kost de verzending?'],
  ] as const)('%s: "%s" is a general question', (language: Language, question) => {
    expect(isOrderQuestion(language, question)).toBe(false);
  });
});
