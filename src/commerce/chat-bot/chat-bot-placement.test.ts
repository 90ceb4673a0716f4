// Where the bot is offered: the service-help area of each language, not the five excluded sections (SPEC §2) nor
// below them, and nowhere when the shop's flag is off.
import { describe, expect, it } from 'vitest';
import { resolveFlags } from '@/commerce/tenant/flags';
import { tenants } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import { chatBotShownOn } from './chat-bot-placement';

const on = resolveFlags('full');
const shown = (locale: Locale, path: string, flags = on) => chatBotShownOn(flags, locale, path.split('/').filter(Boolean));

describe('where the chat bot is shown', () => {
  it.each([
    ['de-DE', '/service-hilfe'],
    ['de-DE', '/service-hilfe/versand-und-lieferung'],
    ['de-DE', '/service-hilfe/newsletter'],
    ['de-DE', '/service-hilfe/agb'],
    ['de-AT', '/service-hilfe/zahlungsarten'],
    ['de-CH', '/service-hilfe'],
    ['fr-CH', '/aide-service'],
    ['fr-CH', '/aide-service/livraison'],
    ['nl-NL', '/klantenservice'],
    ['nl-NL', '/klantenservice/verzending-en-levering'],
  ] as const)('%s %s: shown', (locale, path) => {
    expect(shown(locale, path)).toBe(true);
  });

  it.each([
    ['de-DE', '/service-hilfe/shopping-vorteile'],
    ['de-DE', '/service-hilfe/shopping-vorteile/payback'],
    ['de-DE', '/service-hilfe/newsletter/anmeldung'],
    ['de-DE', '/service-hilfe/newsletter/abmeldung'],
    ['de-DE', '/service-hilfe/nachhaltigkeit'],
    ['de-DE', '/service-hilfe/ueber-uns'],
    ['de-DE', '/service-hilfe/ueber-uns/datenschutz'],
    ['de-DE', '/service-hilfe/ueber-uns/impressum'],
    ['de-CH', '/service-hilfe/ueber-uns/impressum'],
    ['fr-CH', '/aide-service/a-propos/mentions-legales'],
    ['fr-CH', '/aide-service/newsletter/inscription'],
    ['fr-CH', '/aide-service/newsletter/desinscription'],
    ['fr-CH', '/aide-service/avantages-shopping'],
    ['fr-CH', '/aide-service/durabilite'],
    ['nl-NL', '/klantenservice/over-ons/privacy'],
    ['nl-NL', '/klantenservice/nieuwsbrief/aanmelden'],
    ['nl-NL', '/klantenservice/nieuwsbrief/afmelden'],
    ['nl-NL', '/klantenservice/shoppingvoordelen'],
    ['nl-NL', '/klantenservice/duurzaamheid/verpakking'],
  ] as const)('%s %s: excluded', (locale, path) => {
    expect(shown(locale, path)).toBe(false);
  });

  it.each([
    ['de-DE', '/'],
    ['de-DE', '/magazin/herbst'],
    ['de-DE', '/service-hilfe-alt'],
    ['fr-CH', '/service-hilfe'],
    ['nl-NL', '/service-hilfe'],
    ['de-DE', '/lp/service-hilfe'],
  ] as const)('%s %s: not a service-help page of that language', (locale, path) => {
    expect(shown(locale, path)).toBe(false);
  });

  it('is not shown anywhere when the shop’s flag is off', () => {
    expect(shown('de-DE', '/service-hilfe', { ...on, chatBot: false })).toBe(false);
    expect(shown('de-DE', '/service-hilfe', resolveFlags('lean'))).toBe(false);
  });

  it('is on in every shop (decision 0029)', () => {
    expect(Object.values(tenants).map((t) => [t.key, t.flags.chatBot])).toEqual([
      ['de', true],
      ['at', true],
      ['ch', true],
      ['nl', true],
    ]);
  });
});
