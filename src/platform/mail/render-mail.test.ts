import { describe, expect, it } from 'vitest';
import { locales } from '@/platform/i18n/locales';
import { renderMail } from './render-mail';

const templates = [
  'activation',
  'alreadyRegistered',
  'passwordReset',
  'passwordResetUnknown',
  'passwordChanged',
  'loginFailures',
];
const params = {
  brand: 'Lindenberg',
  firstName: 'Erika',
  customerNumber: '12345678',
  activationHours: '72',
  resetMinutes: '60',
};

describe('renderMail', () => {
  it.each(locales)('renders every customer mail in %s with its link in text and HTML', (locale) => {
    for (const template of templates) {
      const link = 'https://www.lindenberg.de/passwort-zuruecksetzen#token=abc';
      const mail = renderMail({ from: 'a@b.de', to: 'c@d.de', locale, template, params, link });
      expect(mail.subject, template).toContain('Lindenberg');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).not.toMatch(/\{\w+\}/);
    }
  });

  it('writes the reset mail in the shopper’s language', () => {
    const base = { from: 'a@b.de', to: 'c@d.de', template: 'passwordReset', params };
    expect(renderMail({ ...base, locale: 'de-DE' }).text).toContain('60 Minuten gültig');
    expect(renderMail({ ...base, locale: 'fr-CH' }).text).toContain('60 minutes');
    expect(renderMail({ ...base, locale: 'nl-NL' }).text).toContain('60 minuten geldig');
    expect(renderMail({ ...base, locale: 'de-CH' }).subject).toBe('Dein neues Passwort für Lindenberg');
  });

  it('escapes what a shopper typed into the HTML part', () => {
    const mail = renderMail({
      from: 'a@b.de',
      to: 'c@d.de',
      locale: 'de-DE',
      template: 'passwordChanged',
      params: { ...params, firstName: '<script>x</script>' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses an unknown template', () => {
    expect(() =>
      renderMail({ from: 'a@b.de', to: 'c@d.de', locale: 'de-DE', template: 'nope', params }),
    ).toThrow(/Unknown mail template/);
  });
});
