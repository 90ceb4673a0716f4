// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { checkoutSummary, checkoutView, testLinks } from './checkout-factories';
import { ReviewStep } from './review-step';

const mocks = vi.hoisted(() => ({ navigateTo: vi.fn(), view: null as unknown }));
vi.mock('./navigate', () => ({ navigateTo: mocks.navigateTo }));
vi.mock('./use-checkout', () => ({ useCheckout: () => ({ data: mocks.view, error: undefined, mutate: vi.fn() }) }));

const posted: Array<{ url: string; init?: RequestInit }> = [];
let answers: Array<() => Promise<Response>>;
beforeEach(() => {
  posted.length = 0;
  mocks.navigateTo.mockReset();
  mocks.view = checkoutView();
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      posted.push({ url, init });
      const next = answers.shift();
      return next ? next() : Promise.resolve(Response.json({ error: 'UNKNOWN' }, { status: 500 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const placed = (next: unknown) => () =>
  Promise.resolve(Response.json({ order: { orderNumber: 'A-100234' }, next }, { status: 201 }));
const keyOf = (index: number) => (JSON.parse(String(posted[index]!.init!.body)) as { idempotencyKey: string }).idempotencyKey;
const orderButton = () => screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }) as HTMLButtonElement;

describe('the review page', () => {
  it('shows every step with a link to change it and the legal links', () => {
    renderWithIntl(<ReviewStep links={testLinks} />);
    const delivery = screen.getByRole('region', { name: 'Lieferung' });
    expect(within(delivery).getByText('Hauptstraße 5')).toBeTruthy();
    expect(within(delivery).getByRole('link', { name: /^Ändern\s?: Lieferung$/ }).getAttribute('href')).toBe(
      '/kasse/lieferservice-aendern',
    );
    const payment = screen.getByRole('region', { name: 'Zahlungsart' });
    expect(within(payment).getByText('Kauf auf Rechnung')).toBeTruthy();
    expect(within(payment).getByRole('link', { name: /^Ändern\s?: Zahlungsart$/ }).getAttribute('href')).toBe('/kasse/zahlung-aendern');
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/service-hilfe/agb');
    expect(screen.getByRole('link', { name: 'Widerrufsbelehrung' }).getAttribute('href')).toBe('/service-hilfe/widerrufsbelehrung');
    expect(screen.getByRole('link', { name: 'Hinweise zum Datenschutz' })).toBeTruthy();
  });

  it('sends one order for a double click, with the CSRF header, and disables the button while sending', async () => {
    let release!: (r: Response) => void;
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithIntl(<ReviewStep links={testLinks} />);
    fireEvent.click(orderButton());
    fireEvent.click(orderButton());
    await waitFor(() => expect(orderButton().disabled).toBe(true));
    fireEvent.click(orderButton());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe('/api/checkout/order');
    expect(new Headers(posted[0]!.init!.headers).get(csrfHeader)).toBe('1');
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing but the key is sent: the server computes the order.
    expect(Object.keys(JSON.parse(String(posted[0]!.init!.body)))).toEqual(['idempotencyKey']);

    release(Response.json({ order: { orderNumber: 'A-100234' }, next: { kind: 'confirmation' } }, { status: 201 }));
    await waitFor(() => expect(mocks.navigateTo).toHaveBeenCalledWith('/kasse/auftrag?order=A-100234'));
  });

  it('keeps the idempotency key when the shopper retries after a lost answer, and goes to the payment page', async () => {
    answers.push(() => Promise.reject(new TypeError('network down')), placed({ kind: 'payment', redirectUrl: '/api/psp-test/pay/att-1?sig=x' }));
    renderWithIntl(<ReviewStep links={testLinks} />);
    fireEvent.click(orderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/nicht doppelt gesendet/);
    expect(orderButton().disabled).toBe(false);

    fireEvent.click(orderButton());
    await waitFor(() => expect(mocks.navigateTo).toHaveBeenCalledWith('/api/psp-test/pay/att-1?sig=x'));
    expect(posted).toHaveLength(2);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('says why an order was refused and offers the way out', async () => {
    answers.push(() => Promise.resolve(Response.json({ error: 'CHECKOUT_OUT_OF_STOCK', skus: ['1000001-42'] }, { status: 409 })));
    renderWithIntl(<ReviewStep links={testLinks} />);
    fireEvent.click(orderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/nicht mehr in der gewünschten Menge vorrätig/);
    expect(within(alert).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/warenkorb');
    expect(document.activeElement).toBe(alert);
    expect(mocks.navigateTo).not.toHaveBeenCalled();
  });

  it('sends the shopper to the missing step the server names', async () => {
    answers.push(() => Promise.resolve(Response.json({ error: 'CHECKOUT_STEP_MISSING', step: 'payment' }, { status: 409 })));
    renderWithIntl(<ReviewStep links={testLinks} />);
    fireEvent.click(orderButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Zum fehlenden Schritt' }).getAttribute('href')).toBe('/kasse/zahlung');
  });

  it('is labelled in Dutch in the Dutch shop', () => {
    renderWithIntl(<ReviewStep links={testLinks} />, 'nl-NL');
    expect(screen.getByRole('button', { name: 'bestellen met betalingsverplichting' })).toBeTruthy();
  });

  it('names the Payback points the order earns, and none where the shop has no programme', () => {
    const summary = checkoutSummary();
    mocks.view = checkoutView({ summary: { ...summary, basket: { ...summary.basket, loyalty: { program: 'payback', points: 39 } } } });
    const { unmount } = renderWithIntl(<ReviewStep links={testLinks} />);
    expect(screen.getByText('Mit diesem Einkauf sammelst Du 39 °Punkte mit PAYBACK.')).toBeTruthy();
    unmount();
    mocks.view = checkoutView();
    renderWithIntl(<ReviewStep links={testLinks} />);
    expect(screen.queryByText(/PAYBACK/)).toBeNull();
  });

  it('offers premium without asking for an answer, and adds it with one press (issue 21: it was a forced step)', async () => {
    answers.push(() => Promise.resolve(Response.json({ nextStep: 'review', state: {} })));
    renderWithIntl(<ReviewStep links={testLinks} />);
    const offer = screen.getByRole('region', { name: 'Premium-Mitgliedschaft' });
    expect(within(offer).getByText(/^Mit Premium für 9,95.€ im Jahr lieferst Du diese/)).toBeTruthy();
    expect(orderButton().disabled).toBe(false);
    fireEvent.click(within(offer).getByRole('button', { name: /^Premium für 9,95.€ im Jahr wählen$/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.init!.method).toBe('PUT');
    expect(JSON.parse(String(posted[0]!.init!.body))).toEqual({ take: true });
  });
});
