// The banner's texts from the `consent` messages, in vanilla-cookieconsent's translation format.
import type { Translation } from 'vanilla-cookieconsent';
import type { ConsentCategory } from './consent-categories';

export type ConsentMessages = Record<
  | 'title'
  | 'description'
  | 'privacy'
  | 'acceptAll'
  | 'rejectAll'
  | 'settings'
  | 'preferencesTitle'
  | 'preferencesIntro'
  | 'save'
  | 'close'
  | 'necessaryTitle'
  | 'necessaryDescription'
  | 'performanceTitle'
  | 'performanceDescription'
  | 'functionalTitle'
  | 'functionalDescription'
  | 'marketingTitle'
  | 'marketingDescription',
  string
>;

const escape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The settings dialog's texts. The first layer is the shop's own banner (consent-banner.tsx), so it has none here. */
export function consentTranslation(t: ConsentMessages, privacyHref: string): Omit<Translation, 'consentModal'> {
  const section = (title: string, description: string, linkedCategory: ConsentCategory) => ({
    title,
    description,
    linkedCategory,
  });
  return {
    preferencesModal: {
      title: t.preferencesTitle,
      acceptAllBtn: t.acceptAll,
      acceptNecessaryBtn: t.rejectAll,
      savePreferencesBtn: t.save,
      closeIconLabel: t.close,
      sections: [
        { description: `${escape(t.preferencesIntro)} <a href="${escape(privacyHref)}">${escape(t.privacy)}</a>` },
        section(t.necessaryTitle, t.necessaryDescription, 'C0001'),
        section(t.performanceTitle, t.performanceDescription, 'C0002'),
        section(t.functionalTitle, t.functionalDescription, 'C0003'),
        section(t.marketingTitle, t.marketingDescription, 'C0004'),
      ],
    },
  };
}
