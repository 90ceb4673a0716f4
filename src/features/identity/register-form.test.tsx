// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { IdentityModalsProvider } from './identity-modals';
import { RegisterForm } from './register-form';

// The data layer loads with the sign-up event, after the form answered: a spy here, so no import outlives a test.
vi.mock('@/features/shared/analytics/data-layer', () => ({ pushEvent: vi.fn(), userData: vi.fn(async () => ({})) }));

const posted: Array<{ url: string; init?: RequestInit }> = [];
let answer: Response;
beforeEach(() => {
  posted.length = 0;
  answer = Response.json({ status: 'mail-sent' }, { status: 202 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => (posted.push({ url, init }), answer.clone())),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(locale: 'de-DE' | 'nl-NL' = 'de-DE') {
  renderWithIntl(
    <IdentityModalsProvider customerNumberLogin links={{ register: '/registrieren', account: '/mein-konto' }}>
      <RegisterForm />
    </IdentityModalsProvider>,
    locale,
  );
}

const type = (label: string | RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

function fill() {
  fireEvent.click(screen.getByRole('radio', { name: 'Frau' }));
  type('Vorname', 'Erika');
  type('Nachname', 'Mustermann');
  type('E-Mail-Adresse', 'erika@example.org');
  type('Passwort', 'Kirschbaum-Allee 7');
}

describe('the registration form', () => {
  it('keeps submit disabled until every required field is filled', () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Kundenkonto anlegen' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fill();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    type('Vorname', ' ');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the spec’s messages at the field, linked to it for screen readers', async () => {
    renderForm();
    fill();
    type('E-Mail-Adresse', 'erika@');
    type('Passwort', '12345');
    type('Vorname', 'R2D2');
    fireEvent.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    await screen.findByText('Die E-Mail-Adresse ist nicht gültig.');
    expect(screen.getByText('Das Passwort ist zu kurz.')).toBeTruthy();
    expect(screen.getByText('Sonderzeichen und Zahlen sind nicht erlaubt')).toBeTruthy();
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-describedby')).toBeTruthy();
    expect(posted).toEqual([]);

    type('Passwort', 'x'.repeat(129));
    await screen.findByText('Das Passwort ist zu lang.');
    type('Passwort', 'passwort123');
    await screen.findByText(/Dieses Passwort ist zu bekannt/);
    type('Nachname', '');
    await screen.findByText('Bitte angeben!');
  });

  it('sends the form with the CSRF header and says where the mail went', async () => {
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    await screen.findByText(/Wir haben eine E-Mail an erika@example.org geschickt/);
    expect(posted[0]!.url).toBe('/api/identity/register');
    expect(new Headers(posted[0]!.init!.headers).get(csrfHeader)).toBe('1');
    expect(JSON.parse(String(posted[0]!.init!.body))).toMatchObject({
      salutation: 'female',
      email: 'erika@example.org',
    });
  });

  it('keeps the input when the server refuses, and shows its message', async () => {
    answer = Response.json({ error: 'CUSTOMER_RATE_LIMITED', retryAfterSeconds: 600 }, { status: 429 });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Kundenkonto anlegen' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe(
      'Zu viele Versuche. Bitte warte 10 Minuten und versuche es dann noch einmal.',
    );
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Erika');
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('erika@example.org');
  });

  it('speaks Dutch in the Dutch shop', async () => {
    renderForm('nl-NL');
    expect(
      (screen.getByRole('button', { name: 'Klantaccount aanmaken' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    type('E-mailadres', 'x@');
    await waitFor(() => expect(screen.getByText('Het e-mailadres is niet geldig.')).toBeTruthy());
  });
});

describe('the date of birth', () => {
  it('is typed in the shop’s order of day, month and year, whatever the browser’s language', () => {
    renderForm('nl-NL');
    const group = screen.getByRole('group', { name: 'Geboortedatum (optioneel)' });
    const segments = Array.from(group.querySelectorAll('[role="spinbutton"]')).map((s) => s.getAttribute('data-type'));
    expect(segments).toEqual(['day', 'month', 'year']);
  });
});
