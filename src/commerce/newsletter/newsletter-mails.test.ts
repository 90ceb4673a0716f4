import { describe, expect, it } from 'vitest';
import { locales } from '@/platform/i18n/locales';
import { renderMail } from '@/platform/mail/render-mail';
import type { NewsletterMail } from './newsletter-mails';

const templates: NewsletterMail[] = ['confirm', 'alreadySubscribed', 'welcome', 'welcomeBack', 'manageLink', 'noSubscription'];
const params = { brand: 'Lindenberg', confirmHours: '72', manageHours: '24', voucherCode: 'NL15-ABCDEFGH' };
const unsubscribe = {
  page: 'https://www.lindenberg.de/service-hilfe/newsletter/abmeldung#token=abc.def',
  oneClick: 'https://www.lindenberg.de/api/newsletter/one-click?token=abc.def',
};

describe('newsletter mails', () => {
  it.each(locales)('render in %s without an unfilled placeholder', (locale) => {
    for (const template of templates) {
      const mail = renderMail({ from: 'a@b.de', to: 'c@d.de', locale, catalog: 'newsletter', template, params });
      expect(mail.subject, `${locale} ${template}`).not.toBe('');
      expect(mail.text, `${locale} ${template}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('carry List-Unsubscribe with the one-click URL and List-Unsubscribe-Post (RFC 8058), and the page in the text', () => {
    const mail = renderMail({
      from: 'a@b.de',
      to: 'c@d.de',
      locale: 'de-DE',
      catalog: 'newsletter',
      template: 'welcome',
      params,
      unsubscribe,
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`Newsletter abbestellen oder Einstellungen ändern:\n${unsubscribe.page}`);
    expect(mail.text).toContain('NL15-ABCDEFGH');
    expect(mail.html).toContain(`href="${unsubscribe.page}"`);
  });

  it('says the spec’s sentence to an address without a subscription', () => {
    const mail = renderMail({ from: 'a@b.de', to: 'c@d.de', locale: 'de-DE', catalog: 'newsletter', template: 'noSubscription', params });
    expect(mail.text).toContain('Zu dieser E-Mail gibt es keine Newsletteranmeldung.');
    expect(mail.headers).toBeUndefined();
  });
});
