// Message catalogs per locale, from messages/<locale>.json (derivation rules: message-catalog.ts).
import deDE from '@messages/de-DE.json';
import deAT from '@messages/de-AT.json';
import deCH from '@messages/de-CH.json';
import frCH from '@messages/fr-CH.json';
import nlNL from '@messages/nl-NL.json';
import { catalogFor, type MessageFiles } from './message-catalog';
import type { Locale } from './locales';

export type Messages = typeof deDE;

const files = { 'de-DE': deDE, 'de-AT': deAT, 'de-CH': deCH, 'fr-CH': frCH, 'nl-NL': nlNL } as unknown as MessageFiles;
const cache = new Map<Locale, Messages>();

export function messagesFor(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = catalogFor(locale, files) as unknown as Messages;
    cache.set(locale, messages);
  }
  return messages;
}

