// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@/commerce/kernel/payment-method';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { eur, paymentOptions } from './checkout-factories';
import type { PaymentOptionsView } from './checkout-view-types';
import { PaymentMethodGroup } from './payment-method-group';

function Harness({ options }: { options: PaymentOptionsView }) {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  return <PaymentMethodGroup options={options} value={method} onChange={setMethod} months={months} onMonths={setMonths} />;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');

describe('the payment method group', () => {
  it('shows methods refused by the credit check disabled, with the reason, and keeps the others choosable', () => {
    renderWithIntl(
      <Harness
        options={paymentOptions({
          methods: [
            { method: 'invoice', available: false, refusal: 'CREDIT_DECLINED' },
            { method: 'instalments', available: false, refusal: 'AMOUNT_OUT_OF_RANGE' },
            { method: 'paypal', available: true },
            { method: 'amex', available: true },
          ],
          creditDecision: { approved: false, reason: 'CREDIT_DECLINED' },
        })}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Zahlungsart wählen' })).toBeTruthy();
    const invoice = screen.getByRole('radio', { name: /Kauf auf Rechnung/ }) as HTMLInputElement;
    expect(invoice.disabled).toBe(true);
    expect(text(invoice.closest('label'))).toContain('Nach der Bonitätsprüfung für diese Bestellung leider nicht möglich');
    const instalments = screen.getByRole('radio', { name: /Ratenkauf/ }) as HTMLInputElement;
    expect(instalments.disabled).toBe(true);
    expect(text(instalments.closest('label'))).toContain('Für diesen Bestellwert nicht möglich');
    expect(screen.getByText(/Kauf auf Rechnung, Ratenkauf und Zahlpause sind für diese Bestellung leider nicht möglich/)).toBeTruthy();

    const paypal = screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement;
    expect(paypal.disabled).toBe(false);
    fireEvent.click(paypal);
    expect(paypal.checked).toBe(true);
    expect(screen.getByRole('region', { name: 'Details zu PayPal' }).textContent).toMatch(/sicheren Zahlungsseite/);
    expect(screen.getByRole('region', { name: 'Details zu PayPal' }).textContent).toMatch(/Mit Deinem PayPal-Konto bezahlen/);
    expect(screen.getByRole('radio', { name: 'American Express' })).toBeTruthy();
    // Each method has its mark beside its name (issue 21), a picture the name already says: empty alt text.
    const mark = paypal.closest('label')!.querySelector('img')!;
    expect(mark.getAttribute('alt')).toBe('');
    expect(mark.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('says what iDEAL is and when its payment shows, in Dutch (spec §9: within 3 working days)', () => {
    renderWithIntl(<Harness options={paymentOptions({ methods: [{ method: 'ideal', available: true }] })} />, 'nl-NL');
    fireEvent.click(screen.getByRole('radio', { name: 'iDEAL' }));
    expect(screen.getByText(/binnen 3 werkdagen zichtbaar/)).toBeTruthy();
  });

  it('shows the instalment plan of the chosen duration and the payment pause terms', () => {
    renderWithIntl(
      <Harness
        options={paymentOptions({
          methods: [
            {
              method: 'instalments',
              available: true,
              instalments: {
                kind: 'plan',
                currency: 'EUR',
                requestedAmount: 60_000,
                netLoanAmount: 60_000,
                adjustment: 'none',
                minAmount: 10_000,
                maxAmount: 500_000,
                rows: [
                  { months: 6, monthlyRate: 10_100, lastRate: 10_050, totalAmount: 60_550, totalInterest: 550 },
                  { months: 12, monthlyRate: 5_100, lastRate: 5_050, totalAmount: 61_150, totalInterest: 1_150 },
                ],
                defaultMonths: 12,
                nominalRateBp: 999,
                effectiveRateBp: 1_045,
                lender: { name: 'Beispielbank AG', address: 'Bankweg 1, 20095 Hamburg' },
                legalHints: true,
                legalWarning: null,
              },
            },
            {
              method: 'payment-pause',
              available: true,
              pause: { surchargeRateBp: 300, surcharge: eur(1_800), dueOn: '2027-03-20' },
            },
          ],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Ratenkauf' }));
    const details = screen.getByRole('region', { name: 'Details zu Ratenkauf' });
    expect(text(details)).toContain('11 Raten zu je 51,00 € und eine letzte Rate von 50,50 €');
    expect(text(details)).toContain('Repräsentatives Beispiel');
    fireEvent.click(screen.getByRole('radio', { name: '6 Monate' }));
    expect(text(details)).toContain('5 Raten zu je 101,00 € und eine letzte Rate von 100,50 €');

    fireEvent.click(screen.getByRole('radio', { name: 'Zahlpause' }));
    expect(text(screen.getByRole('region', { name: 'Details zu Zahlpause' }))).toContain(
      'Du zahlst erst in 4 Monaten, am 20.03.2027. Aufschlag: 3 % des Warenwerts = 18,00 €.',
    );
  });
});
