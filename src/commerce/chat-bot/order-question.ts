// "Where is my order": a question about the visitor's own order or delivery, told apart from a general help question
// ("Wie lange dauert die Lieferung?" is about delivery times, "Wo bleibt mein Paket?" about one parcel). It needs an
// order word and a cue that the visitor means their own: a possessive, "where", or a status word.
import { foldText, words } from '@/commerce/search/analysis/fold';
import type { Language } from '@/platform/i18n/locales';

interface Cues {
  /** Words (folded) naming an order, a delivery or a parcel; with up to two more letters (plurals), not compounds. */
  orderWords: readonly string[];
  /** Whole words (folded) that make it the visitor's own order. */
  ownWords: readonly string[];
  /** Folded phrases that, with an order word, ask for its whereabouts. */
  phrases: readonly string[];
  /** Words that ask for an order's status by themselves. */
  statusWords: readonly string[];
}

const cues: Record<Language, Cues> = {
  de: {
    orderWords: ['bestellung', 'bestellt', 'auftrag', 'lieferung', 'paket', 'sendung'],
    ownWords: ['mein', 'meine', 'meinen', 'meinem', 'meiner', 'meines', 'wo', 'status', 'stand', 'verfolgen', 'angekommen', 'bleibt', 'unterwegs'],
    phrases: ['wo bleibt', 'wo ist'],
    statusWords: ['sendungsstatus', 'bestellstatus', 'lieferstatus'],
  },
  fr: {
    orderWords: ['commande', 'livraison', 'colis', 'envoi', 'paquet'],
    ownWords: ['ma', 'mon', 'mes', 'ou', 'statut', 'etat', 'suivi', 'suivre', 'arrive', 'recu'],
    phrases: ['ou en est', 'ou est'],
    statusWords: [],
  },
  nl: {
    orderWords: ['bestelling', 'besteld', 'levering', 'pakket', 'pakje', 'zending', 'order'],
    ownWords: ['mijn', 'waar', 'status', 'volgen', 'aangekomen', 'blijft', 'onderweg'],
    phrases: ['waar blijft', 'waar is'],
    statusWords: ['bestelstatus', 'leverstatus'],
  },
};

const namesOrder = (orderWords: readonly string[], word: string) =>
  orderWords.some((o) => word.startsWith(o) && word.length - o.length <= 2);

export function isOrderQuestion(language: Language, question: string): boolean {
  const { orderWords, ownWords, phrases, statusWords } = cues[language];
  const list = words(foldText(question));
  if (list.some((w) => statusWords.includes(w))) return true;
  // Still needs an order word: "wo bleibt der Rabatt?" is no order question.
  if (!list.some((w) => namesOrder(orderWords, w))) return false;
  const spaced = ` ${list.join(' ')} `;
  return phrases.some((phrase) => spaced.includes(` ${phrase} `)) || list.some((w) => ownWords.includes(w));
}
