// The one routing table (ARCHITECTURE.md rule 3). Keys are the internal paths under src/app/[tenant]/[locale] (or
// src/app/[tenant]/(bare)/[locale], the route group without the shell); values are the public slugs per language.
// Dynamic segments use Next's syntax: [slug] and [...path].
import type { Language } from '@/platform/i18n/locales';

type Slugs = Record<Language, string>;

const same = (path: string): Slugs => ({ de: path, fr: path, nl: path });

export const routeTable = {
  '/': same('/'),
  '/search': same('/s'),
  '/basket': { de: '/warenkorb', fr: '/panier', nl: '/winkelmand' },
  '/wishlist': { de: '/merkzettel', fr: '/liste-de-souhaits', nl: '/verlanglijst' },
  '/paylink': same('/paylink'),
  '/paylink/returning-success': same('/paylink/returning-success'),

  '/checkout': { de: '/kasse', fr: '/caisse', nl: '/kassa' },
  '/checkout/register': { de: '/kasse/registrieren', fr: '/caisse/inscription', nl: '/kassa/registreren' },
  '/checkout/delivery': { de: '/kasse/lieferservice', fr: '/caisse/livraison', nl: '/kassa/bezorging' },
  '/checkout/delivery-change': {
    de: '/kasse/lieferservice-aendern',
    fr: '/caisse/livraison-modifier',
    nl: '/kassa/bezorging-wijzigen',
  },
  '/checkout/payment': { de: '/kasse/zahlung', fr: '/caisse/paiement', nl: '/kassa/betaling' },
  '/checkout/payment-change': { de: '/kasse/zahlung-aendern', fr: '/caisse/paiement-modifier', nl: '/kassa/betaling-wijzigen' },
  '/checkout/payment-protection': { de: '/kasse/ratenschutz', fr: '/caisse/protection-paiement', nl: '/kassa/betalingsbescherming' },
  '/checkout/payment-protection-update': {
    de: '/kasse/ratenschutz-aktualisierung',
    fr: '/caisse/protection-paiement-mise-a-jour',
    nl: '/kassa/betalingsbescherming-bijwerken',
  },
  '/checkout/payment-pause': { de: '/kasse/zahlpause', fr: '/caisse/pause-paiement', nl: '/kassa/betaalpauze' },
  '/checkout/premium': same('/kasse/premium'),
  '/checkout/confirmation': { de: '/kasse/auftrag', fr: '/caisse/commande', nl: '/kassa/bestelling' },
  '/checkout/notice': { de: '/kasse/hinweis', fr: '/caisse/avis', nl: '/kassa/melding' },
  '/checkout/paid': { de: '/kasse/bezahlt', fr: '/caisse/paye', nl: '/kassa/betaald' },
  /** The withdrawal function of § 356a BGB, reached from the order confirmation mail without logging in (H2). */
  '/order-withdrawal': { de: '/vertrag-widerrufen', fr: '/revoquer-contrat', nl: '/overeenkomst-herroepen' },

  '/account': { de: '/mein-konto', fr: '/mon-compte', nl: '/mijn-account' },
  '/account/overview': { de: '/mein-konto/uebersicht', fr: '/mon-compte/apercu', nl: '/mijn-account/overzicht' },
  '/account/personal-data': {
    de: '/mein-konto/meine-persoenlichen-daten',
    fr: '/mon-compte/mes-donnees-personnelles',
    nl: '/mijn-account/mijn-persoonlijke-gegevens',
  },
  '/account/orders': { de: '/mein-konto/meine-bestellungen', fr: '/mon-compte/mes-commandes', nl: '/mijn-account/mijn-bestellingen' },
  '/account/orders/[orderNumber]': {
    de: '/mein-konto/meine-bestellungen/[orderNumber]',
    fr: '/mon-compte/mes-commandes/[orderNumber]',
    nl: '/mijn-account/mijn-bestellingen/[orderNumber]',
  },
  '/account/bookings': { de: '/mein-konto/meine-buchungen', fr: '/mon-compte/mes-ecritures', nl: '/mijn-account/mijn-boekingen' },
  '/account/invoices': { de: '/mein-konto/meine-rechnungen', fr: '/mon-compte/mes-factures', nl: '/mijn-account/mijn-facturen' },
  '/account/addresses': { de: '/mein-konto/mein-adressbuch', fr: '/mon-compte/mes-adresses', nl: '/mijn-account/mijn-adresboek' },
  '/account/payback': same('/mein-konto/payback'),
  '/account/vouchers': { de: '/mein-konto/meine-gutscheine', fr: '/mon-compte/mes-bons', nl: '/mijn-account/mijn-vouchers' },
  '/account/payment-dates': {
    de: '/mein-konto/meine-zahltermine',
    fr: '/mon-compte/mes-echeances',
    nl: '/mijn-account/mijn-betaaldata',
  },
  '/password-reset': { de: '/passwort-zuruecksetzen', fr: '/reinitialiser-mot-de-passe', nl: '/wachtwoord-herstellen' },
  /** Targets of the account's mail links (email change, account deletion): no login needed, the link proves it. */
  '/email-confirm': { de: '/e-mail-bestaetigen', fr: '/confirmer-e-mail', nl: '/e-mail-bevestigen' },
  '/account-deletion-confirm': {
    de: '/konto-loeschen-bestaetigen',
    fr: '/confirmer-suppression-compte',
    nl: '/account-verwijderen-bevestigen',
  },
  '/register': { de: '/registrieren', fr: '/inscription', nl: '/registreren' },

  '/service': { de: '/service-hilfe', fr: '/aide-service', nl: '/klantenservice' },
  '/service/contact': { de: '/service-hilfe/kontakt', fr: '/aide-service/contact', nl: '/klantenservice/contact' },
  '/service/newsletter': { de: '/service-hilfe/newsletter', fr: '/aide-service/newsletter', nl: '/klantenservice/nieuwsbrief' },
  '/service/newsletter/subscribe': {
    de: '/service-hilfe/newsletter/anmeldung',
    fr: '/aide-service/newsletter/inscription',
    nl: '/klantenservice/nieuwsbrief/aanmelden',
  },
  '/service/newsletter/unsubscribe': {
    de: '/service-hilfe/newsletter/abmeldung',
    fr: '/aide-service/newsletter/desinscription',
    nl: '/klantenservice/nieuwsbrief/afmelden',
  },
  '/legal/imprint': {
    de: '/service-hilfe/ueber-uns/impressum',
    fr: '/aide-service/a-propos/mentions-legales',
    nl: '/klantenservice/over-ons/colofon',
  },
  '/legal/privacy': {
    de: '/service-hilfe/ueber-uns/datenschutz',
    fr: '/aide-service/a-propos/protection-des-donnees',
    nl: '/klantenservice/over-ons/privacy',
  },
  '/legal/terms': { de: '/service-hilfe/agb', fr: '/aide-service/cgv', nl: '/klantenservice/algemene-voorwaarden' },
  '/legal/withdrawal': {
    de: '/service-hilfe/widerrufsbelehrung',
    fr: '/aide-service/droit-de-retractation',
    nl: '/klantenservice/herroepingsrecht',
  },
  '/legal/shipping': {
    de: '/service-hilfe/versand-und-lieferung',
    fr: '/aide-service/livraison',
    nl: '/klantenservice/verzending-en-levering',
  },
  '/legal/payment': { de: '/service-hilfe/zahlungsarten', fr: '/aide-service/modes-de-paiement', nl: '/klantenservice/betaalmethoden' },

  /**
   * A service-layer snippet alone, without header and footer (SPEC §2 "a service-layer path renders only its
   * children"): for an app's web view or an overlay. Its page lives in src/app/[tenant]/(bare)/[locale], a root layout
   * without the shop's shell (docs/decisions/0028-service-hours-and-service-layer.md).
   */
  '/servicelayer/[identifier]': same('/servicelayer/[identifier]'),
  /** The operators' web-vitals dashboard (decision 0036): its own route without the shop's shell; nothing links it. */
  '/ops/vitals': same('/ops/vitals'),
  '/product/[slug]': same('/p/[slug]'),
  '/category/[...path]': same('/c/[...path]'),
  /** CMS pages (SPEC §2): exact paths and prefixes served from content. Matched last. */
  '/content/[...path]': same('/[...path]'),
} as const satisfies Record<string, Slugs>;

export type RouteKey = keyof typeof routeTable;

/** First segments whose paths the CMS serves (SPEC §2), per language. */
export const contentPrefixes: Record<Language, readonly string[]> = {
  de: ['service-hilfe', 'lp', 'magazin', 'node', 'special', 'storefront'],
  fr: ['aide-service', 'lp', 'magazine', 'node', 'special', 'storefront'],
  nl: ['klantenservice', 'inspiratie', 'lp', 'node', 'special', 'storefront'],
};

/**
 * Paths the texts mention whose relation to the routes is not shown (SPEC §2). They redirect permanently to the
 * route that does that job (docs/decisions/0003-routing.md).
 */
export const legacyAliases: Record<string, RouteKey> = {
  // An account page the shop does not serve (its supported-path flag is off) redirects to the account home instead
  // (src/proxy.ts; docs/decisions/0027-account-navigation-and-flags.md).
  '/account': '/account/overview',
  '/account/addresses': '/account/addresses',
  '/account/data': '/account/personal-data',
  '/account/settings': '/account/personal-data',
  '/account/bookings': '/account/bookings',
  '/password/reset': '/password-reset',
  '/service': '/service',
  '/service/geldzaken/login': '/account/payment-dates',
};
