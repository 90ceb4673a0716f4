// Loaded on demand after the page is interactive: runs vanilla-cookieconsent with the shop's texts and theme.
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { identityCookies } from '@/platform/auth/login-state';
import { rescueFocus } from '@/features/shared/focus/rescue-focus';
import { consentChangedEvent, consentCookieDays } from './consent-categories';
import { consentTranslation, type ConsentMessages } from './consent-texts';

const announce = () => window.dispatchEvent(new Event(consentChangedEvent));

// Where the keyboard was when a modal opened: closing it (accept, reject, save) gives focus back there, else to the
// page's main content — never to the page body (issue 21).
let focusBefore: Element | null = null;
const rememberFocus = () => {
  focusBefore = document.activeElement;
};
const restoreFocus = () =>
  requestAnimationFrame(() => rescueFocus(focusBefore?.closest('#cc-main') ? null : focusBefore));

/**
 * Starts the library for the settings dialog and the decision record; the first layer is the shop's own
 * server-rendered banner (consent-banner.tsx), so the library never shows its own (`autoShow: false`). Resolves
 * whether a valid decision is on record (the head script only knew that a cookie was there).
 */
export async function runConsent({
  language,
  texts,
  privacyHref,
  onDecision,
}: {
  language: string;
  texts: ConsentMessages;
  privacyHref: string;
  onDecision: () => void;
}): Promise<boolean> {
  const decided = () => {
    onDecision();
    announce();
  };
  await CookieConsent.run({
    autoShow: false,
    // Automated browsers are shoppers too (and the browser tests must see the banner).
    hideFromBots: false,
    cookie: { name: identityCookies.consent, expiresAfterDays: consentCookieDays, sameSite: 'Lax' },
    guiOptions: {
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      C0001: { enabled: true, readOnly: true },
      C0002: { autoClear: { cookies: [{ name: identityCookies.pageView }] } },
      C0003: {},
      C0004: { autoClear: { cookies: [{ name: identityCookies.cc }] } },
    },
    // No first layer in the translation: the library then builds none (the shop's banner is the first layer).
    language: {
      default: language,
      translations: { [language]: consentTranslation(texts, privacyHref) as CookieConsent.Translation },
    },
    onConsent: decided,
    onChange: decided,
    onModalShow: rememberFocus,
    onModalHide: restoreFocus,
  });
  return CookieConsent.validConsent();
}

/** The banner's answers: every category, or the necessary ones only. */
export function acceptConsent(choice: 'all' | 'necessary'): void {
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
}

export function showConsentSettings(): void {
  CookieConsent.showPreferences();
}
