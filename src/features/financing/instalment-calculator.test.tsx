// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteInstalments } from '@/commerce/financing/quote-instalments';
import { shopContext } from '@/commerce/tenant/shop-context';
import { tenants } from '@/commerce/tenant/tenants';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { InstalmentCalculator } from './instalment-calculator';

const de = shopContext('de', 'de-DE');
// The matcher normalizes the no-break space Intl puts before the currency sign to a plain space.
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('InstalmentCalculator', () => {
  it('shows the longest duration first and switches to the rate of another duration', () => {
    renderWithIntl(
      <InstalmentCalculator quote={quoteInstalments(de, { amount: 100_000, currency: 'EUR' })} />,
    );
    expect(radio('48 Monate').checked).toBe(true);
    expect(screen.getByText('25,12 €')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '12 Monate' }));
    expect(radio('12 Monate').checked).toBe(true);
    expect(radio('48 Monate').checked).toBe(false);
    expect(screen.getByText('87,68 €')).toBeTruthy();
    expect(screen.getByText('1.052,09 €')).toBeTruthy();
    expect(screen.getByText('52,09 €')).toBeTruthy();
  });

  it('offers the durations as a named radio group', () => {
    renderWithIntl(
      <InstalmentCalculator quote={quoteInstalments(de, { amount: 25_000, currency: 'EUR' })} />,
    );
    const group = screen.getByRole('group', { name: 'Laufzeit wählen' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(4);
  });

  it('says plainly when the example is for the minimum, not for the item (issue 21: rates for 100 € on a 64,99 € item)', () => {
    renderWithIntl(<InstalmentCalculator quote={quoteInstalments(de, { amount: 6_499, currency: 'EUR' })} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toMatch(/^Ratenkauf ist ab einem Bestellwert von 100,00.€ möglich/);
    expect(note.textContent).toMatch(/gilt für 100,00.€, nicht für den Preis dieses Artikels allein/);
  });

  it('counts the rates in the headline as the legal example does (issue 21: "6 Raten zu je 17,14 €" beside 5 + 1)', () => {
    const quote = quoteInstalments(de, { amount: 10_000, currency: 'EUR' });
    if (quote.kind !== 'plan') throw new Error('expected a plan');
    const uneven = quote.rows.find((r) => r.lastRate !== r.monthlyRate);
    if (!uneven) throw new Error('expected a plan with a different last rate');
    renderWithIntl(<InstalmentCalculator quote={quote} />);
    fireEvent.click(radio(`${uneven.months} Monate`));
    const count = uneven.months - 1;
    const summary = screen.getByText(new RegExp(`^${count} Raten zu je .* und eine letzte Rate von `));
    expect(screen.getByText(new RegExp(`${count} monatliche Raten zu .* und eine letzte Rate von `))).toBeTruthy();
    expect(summary.textContent).not.toMatch(new RegExp(`^${uneven.months} Raten`));
  });

  it("cites the shop's country's law: PAngV in Germany, VKrG in Austria, none in Switzerland", () => {
    const quote = (tenant: 'de' | 'at' | 'ch', locale: 'de-DE' | 'de-AT' | 'de-CH') =>
      quoteInstalments(shopContext(tenant, locale), { amount: 100_000, currency: tenant === 'ch' ? 'CHF' : 'EUR' });
    const { unmount } = renderWithIntl(<InstalmentCalculator quote={quote('de', 'de-DE')} />);
    expect(screen.getByText(/gemäß § 17 PAngV/)).toBeTruthy();
    unmount();
    const at = renderWithIntl(<InstalmentCalculator quote={quote('at', 'de-AT')} />, 'de-AT');
    expect(screen.getByText(/gemäß § 5 VKrG/)).toBeTruthy();
    expect(screen.queryByText(/PAngV/)).toBeNull();
    at.unmount();
    renderWithIntl(<InstalmentCalculator quote={quote('ch', 'de-CH')} />, 'de-CH');
    expect(screen.queryByText(/PAngV|VKrG/)).toBeNull();
  });

  it('shows the representative example with the lender when the tenant has legal hints on', () => {
    renderWithIntl(
      <InstalmentCalculator quote={quoteInstalments(de, { amount: 100_000, currency: 'EUR' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Repräsentatives Beispiel' })).toBeTruthy();
    expect(
      screen.getByText(
        /Nettodarlehensbetrag 1\.000,00.€, gebundener Sollzinssatz 9,48.% p\. a\., effektiver Jahreszins 9,9.%/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Nordstern Konsumentenbank AG/)).toBeTruthy();
  });

  it('leaves the representative example out when the flag is off', () => {
    const shop = {
      ...de,
      tenant: { ...tenants.de, flags: { ...tenants.de.flags, installmentLegalHints: false } },
    };
    renderWithIntl(
      <InstalmentCalculator quote={quoteInstalments(shop, { amount: 100_000, currency: 'EUR' })} />,
    );
    expect(screen.queryByRole('heading', { name: 'Repräsentatives Beispiel' })).toBeNull();
  });

  it('shows the technical fallback message when the plan cannot be computed', () => {
    renderWithIntl(
      <InstalmentCalculator quote={quoteInstalments(de, { amount: Number.NaN, currency: 'EUR' })} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Die Ratenberechnung ist gerade nicht möglich. Bitte versuche es später noch einmal.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('speaks French with Swiss francs and the Swiss credit warning', () => {
    renderWithIntl(
      <InstalmentCalculator
        quote={quoteInstalments(shopContext('ch', 'fr-CH'), { amount: 100_000, currency: 'CHF' })}
      />,
      'fr-CH',
    );
    expect(screen.getByRole('group', { name: 'Choisir la durée' })).toBeTruthy();
    expect(screen.getByText(/L’octroi d’un crédit est interdit/)).toBeTruthy();
    expect(screen.getAllByText(/CHF/).length).toBeGreaterThan(0);
  });
});
