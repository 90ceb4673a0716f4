// The message catalogs as the browser tests read them: the same files and derivation as the app, loaded from disk
// (Playwright's loader does not import JSON modules).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from '../../../src/platform/i18n/messages';
import { catalogFor, type MessageFiles, type Tree } from '../../../src/platform/i18n/message-catalog';
import { locales, type Locale } from '../../../src/platform/i18n/locales';

const read = (locale: Locale): Tree => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const files = Object.fromEntries(locales.map((l) => [l, read(l)])) as unknown as MessageFiles;

export function messagesFor(locale: Locale): Messages {
  return catalogFor(locale, files) as unknown as Messages;
}

/** A message with its {placeholders} filled, as the page shows it (simple arguments only; unknown ones stay). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** Text as a literal inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
