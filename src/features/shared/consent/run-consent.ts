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

export async function runConsent({
  language,
  texts,
  privacyHref,
}: {
  language: string;
  texts: ConsentMessages;
  privacyHref: string;
}) {
  await CookieConsent.run({
    // Automated browsers are shoppers too (and the browser tests must see the banner).
    hideFromBots: false,
    cookie: { name: identityCookies.consent, expiresAfterDays: consentCookieDays, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      C0001: { enabled: true, readOnly: true },
      C0002: { autoClear: { cookies: [{ name: identityCookies.pageView }] } },
      C0003: {},
      C0004: { autoClear: { cookies: [{ name: identityCookies.cc }] } },
    },
    language: { default: language, translations: { [language]: consentTranslation(texts, privacyHref) } },
    onConsent: announce,
    onChange: announce,
    onModalShow: rememberFocus,
    onModalHide: restoreFocus,
  });
}

export function showConsentSettings(): void {
  CookieConsent.showPreferences();
}
