import { describe, expect, it } from 'vitest';
import { renderMail } from '@/platform/mail/render-mail';

const params = {
  brand: 'Lindenberg',
  firstName: 'Erika',
  orderNumber: 'DE-2026-000042',
  items: '2 × Sneaker (42, Schwarz): 80,00 €',
  subtotal: '80,00 €',
  discount: '0,00 €',
  shipping: '5,95 €',
  extras: '0,00 €',
  total: '85,95 €',
  paymentMethod: 'instalments',
  dueDate: '23.12.2026',
  months: '12',
  firstRate: '7,55 €',
  expectedFrom: '25.11.2026',
  expectedTo: '27.11.2026',
  address: 'Erika Mustermann\nHauptstraße 5\n20095 Hamburg',
  withdrawal: 'yes',
  paymentOpen: 'no',
  testOrder: 'no',
  guest: 'no',
  date: '23. November 2026',
  time: '11:00',
};

describe('order mails', () => {
  it.each(['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const)(
    'renders the confirmation and the withdrawal acknowledgement in %s',
    (locale) => {
      const confirmation = renderMail({
        from: 'a@example.org',
        to: 'b@example.org',
        locale,
        template: 'orderConfirmation',
        params,
        link: 'https://example.org/x',
      });
      expect(confirmation.subject).toContain('DE-2026-000042');
      expect(confirmation.text).toContain('2 × Sneaker');
      expect(confirmation.text).toContain('7,55 €');
      expect(confirmation.text).not.toMatch(/[{}]/);
      const ack = renderMail({
        from: 'a@example.org',
        to: 'b@example.org',
        locale,
        template: 'withdrawalConfirmation',
        params,
      });
      expect(ack.text).toContain('23. November 2026');
      expect(ack.text).toContain('11:00');
    },
  );

  it('names the withdrawal in the German confirmation and a card payment by its brand', () => {
    const de = renderMail({
      from: 'a@example.org',
      to: 'b@example.org',
      locale: 'de-DE',
      template: 'orderConfirmation',
      params: { ...params, paymentMethod: 'visa' },
      link: 'https://example.org/x',
    });
    expect(de.text).toContain('Vertrag widerrufen');
    expect(de.text).toContain('Zahlungsart: Visa');
  });

  it.each([
    ['de-DE', 'ideal', 'Zahlungsart: iDEAL', 'Testbestellung'],
    ['de-AT', 'eps', 'Zahlungsart: eps-Überweisung', 'Testbestellung'],
    ['fr-CH', 'twint', 'TWINT', 'commande test'],
    ['nl-NL', 'postfinance', 'PostFinance', 'testbestelling'],
  ] as const)('names a local method in %s and says when the order is a test order', (locale, method, named, test) => {
    const render = (testOrder: string) =>
      renderMail({
        from: 'a@example.org',
        to: 'b@example.org',
        locale,
        template: 'orderConfirmation',
        params: { ...params, paymentMethod: method, testOrder },
        link: 'https://example.org/x',
      }).text;
    expect(render('yes')).toContain(named);
    expect(render('yes')).toContain(test);
    expect(render('no')).not.toContain(test);
    expect(render('no')).not.toMatch(/Kreditkarte|carte de crédit|creditcard/i);
  });

  it.each([
    ['de-DE', 'Die Zahlung ist noch nicht abgeschlossen', 'Voraussichtliche Lieferung:'],
    ['fr-CH', 'Le paiement n’est pas encore finalisé', 'Livraison prévue :'],
    ['nl-NL', 'De betaling is nog niet afgerond', 'Verwachte bezorging:'],
  ] as const)('a card order waiting for its payment promises no delivery in %s (issue 21)', (locale, open, promise) => {
    const render = (paymentOpen: string) =>
      renderMail({ from: 'a@example.org', to: 'b@example.org', locale, template: 'orderConfirmation', params: { ...params, paymentMethod: 'visa', paymentOpen }, link: 'https://example.org/x' }).text;
    expect(render('yes')).toContain(open);
    expect(render('yes')).not.toContain(promise);
    expect(render('no')).toContain(promise);
    expect(render('no')).not.toContain(open);
  });

  it.each(['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const)('renders the payment-not-completed mail in %s', (locale) => {
    const mail = renderMail({
      from: 'a@example.org',
      to: 'b@example.org',
      locale,
      template: 'paymentNotCompleted',
      params: { ...params, paymentMethod: 'mastercard', reason: 'failed', deadlineDate: '23. November 2026', deadlineTime: '11:30' },
      link: 'https://example.org/kasse/bezahlt?attempt=1',
    });
    expect(mail.subject).toContain('DE-2026-000042');
    expect(mail.text).toContain('Mastercard');
    expect(mail.text).toContain('85,95 €');
    expect(mail.text).toContain('11:30');
    expect(mail.text).toContain('https://example.org/kasse/bezahlt?attempt=1');
    expect(mail.text).not.toMatch(/[{}]/);
  });
});
