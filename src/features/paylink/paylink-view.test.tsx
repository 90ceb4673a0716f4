// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { PaylinkResultView } from './paylink-result-view';
import type { PaylinkViewData } from './paylink-types';
import { PaylinkView } from './paylink-view';

/** Text as a person reads it: Intl writes a no-break space before the euro sign. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');

const open: PaylinkViewData = {
  status: 'open',
  amount: { amount: 4_995, currency: 'EUR' },
  orderNumber: 'DE-2026-000123',
  dueOn: '2026-12-07',
  expiresAt: '2026-12-21T10:00:00.000Z',
  methods: ['paypal', 'mastercard', 'visa', 'diners', 'discover'],
};

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('payment link view', () => {
  it('shows the open amount, the order reference, due date, expiry and the five methods', () => {
    renderWithIntl(<PaylinkView view={open} token="tok" />);
    const facts = screen.getByText('Offener Betrag').closest('dl');
    expect(text(facts)).toContain('Auftrag DE-2026-000123');
    expect(text(facts)).toContain('07.12.2026');
    expect(text(facts)).toContain('21.12.2026');
    expect(text(facts)).toContain('49,95 €');
    const group = screen.getByRole('group', { name: 'Zahlart wählen' });
    expect(
      Array.from(group.querySelectorAll('input[type=radio]')).map((r) => (r as HTMLInputElement).value),
    ).toEqual(['paypal', 'mastercard', 'visa', 'diners', 'discover']);
    expect(screen.getByRole('radio', { name: 'Diners Club' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt bezahlen' })).toBeTruthy();
  });

  it('asks for a method first, then sends token and method only and goes to the provider’s page', async () => {
    const fetch = stubFetch(200, { redirectUrl: '/api/psp-test/pay/abc?sig=s&lang=de' });
    const navigate = vi.fn();
    renderWithIntl(<PaylinkView view={open} token="the-token" navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wähle eine Zahlart.');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Visa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/psp-test/pay/abc?sig=s&lang=de'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/paylink/pay');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'the-token', method: 'visa' });
    expect((init.headers as Record<string, string>)['x-shop-csrf']).toBe('1');
  });

  it('says why when the server refuses, and stays on the page', async () => {
    stubFetch(409, { error: 'PAYLINK_ALREADY_PAID' });
    const navigate = vi.fn();
    renderWithIntl(<PaylinkView view={open} token="t" navigate={navigate} />);
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Dieser Betrag ist bereits bezahlt.'),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a paid link as already paid, without a way to pay again', () => {
    renderWithIntl(
      <PaylinkView view={{ ...open, status: 'paid', amount: { amount: 0, currency: 'EUR' } }} token="t" />,
    );
    expect(screen.getByRole('heading', { name: 'Bereits bezahlt' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives an invalid link one message, in the shopper’s language', () => {
    renderWithIntl(<PaylinkView view={null} token="t" />);
    expect(
      screen.getByText('Deine eingegebene URL ist nicht mehr gültig. Bitte fordere einen neuen Link an.'),
    ).toBeTruthy();
    renderWithIntl(<PaylinkView view={null} token="t" />, 'nl-NL');
    expect(
      screen.getByText('De ingevoerde URL is niet meer geldig. Vraag een nieuwe link aan.'),
    ).toBeTruthy();
  });
});

describe('payment link result', () => {
  const links = {
    paylink: '/paylink?token=t',
    refresh: '/paylink/returning-success?token=t&attempt=a',
    home: '/',
  };

  it('thanks for a paid payment with its amount', () => {
    renderWithIntl(
      <PaylinkResultView
        result={{ status: 'paid', amount: { amount: 4_995, currency: 'EUR' }, orderNumber: 'DE-1' }}
        links={links}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Vielen Dank für Deine Zahlung' })).toBeTruthy();
    expect(text(screen.getByRole('status'))).toContain('49,95 €');
    expect(screen.queryByRole('link', { name: 'Erneut versuchen' })).toBeNull();
  });

  it.each([
    ['failed', 'Zahlung fehlgeschlagen'],
    ['cancelled', 'Zahlung abgebrochen'],
  ] as const)('offers another try after a %s payment', (status, heading) => {
    renderWithIntl(
      <PaylinkResultView result={{ status, amount: { amount: 4_995, currency: 'EUR' } }} links={links} />,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe(
      '/paylink?token=t',
    );
  });

  it('offers a refresh while the payment is still processing, and says when there is nothing to show', () => {
    renderWithIntl(
      <PaylinkResultView
        result={{ status: 'pending', amount: { amount: 1, currency: 'EUR' } }}
        links={links}
      />,
    );
    expect(screen.getByRole('link', { name: 'Status aktualisieren' }).getAttribute('href')).toBe(
      links.refresh,
    );
    renderWithIntl(<PaylinkResultView result={null} links={links} />, 'fr-CH');
    expect(screen.getByRole('heading', { name: 'Paiement introuvable' })).toBeTruthy();
  });
});
