import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/platform/i18n/messages';
import { acceptedCategories, consentCookieDays } from './consent-categories';
import { consentTranslation, type ConsentMessages } from './consent-texts';

const cookie = (value: object) => `other=1; sf_consent=${encodeURIComponent(JSON.stringify(value))}`;

describe('consent cookie', () => {
  it('lasts a year (SPEC §9)', () => {
    expect(consentCookieDays).toBe(365);
  });

  it('reads the accepted categories of a decision', () => {
    expect(acceptedCategories(cookie({ consentId: 'a', categories: ['C0001', 'C0004'] }))).toEqual([
      'C0001',
      'C0004',
    ]);
    expect(acceptedCategories(cookie({ consentId: 'a', categories: ['C0001'] }))).toEqual(['C0001']);
  });

  it('counts nothing as consent before a decision or from a cookie that is not the banner’s', () => {
    expect(acceptedCategories('')).toEqual([]);
    expect(acceptedCategories(cookie({ categories: ['C0004'] }))).toEqual([]);
    expect(acceptedCategories('sf_consent=%7Bbroken')).toEqual([]);
    expect(acceptedCategories(cookie({ consentId: 'a', categories: ['marketing'] }))).toEqual([]);
  });
});

describe('banner texts', () => {
  it('map the four categories to C0001–C0004, marketing last, and escape the texts', () => {
    const t = { ...(messagesFor('de-DE').consent as unknown as ConsentMessages), preferencesIntro: 'A <b>B</b>' };
    const translation = consentTranslation(t, '/service-hilfe/ueber-uns/datenschutz');
    const sections = translation.preferencesModal.sections.map((s) => s.linkedCategory).filter(Boolean);
    expect(sections).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    expect(translation.preferencesModal.sections[4]!.title).toBe('Marketing');
    const intro = translation.preferencesModal.sections[0]!.description;
    expect(intro).toContain('A &lt;b&gt;B&lt;/b&gt;');
    expect(intro).toContain('href="/service-hilfe/ueber-uns/datenschutz"');
    expect(translation.preferencesModal.acceptAllBtn).toBe('Alle akzeptieren');
    expect(translation.preferencesModal.acceptNecessaryBtn).toBe('Alle ablehnen');
    // The first layer is the shop's own server-rendered banner: the library gets none to build.
    expect(translation).not.toHaveProperty('consentModal');
  });
});
