// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/features/shared/toast/toast-provider';
import { sessionChangedEvent } from '@/features/shared/session/session-manager';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { IdentityModalsProvider, useIdentityModals } from './identity-modals';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ refresh: () => {} }) }));

const posted: Array<{ url: string; body: unknown }> = [];
let answers: Record<string, Response>;
beforeEach(() => {
  posted.length = 0;
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return (answers[url] ?? Response.json({}, { status: 500 })).clone();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Opener() {
  const modals = useIdentityModals();
  return (
    <button type="button" onClick={() => modals.openLogin()}>
      open
    </button>
  );
}

async function openLogin(customerNumberLogin = true) {
  renderWithIntl(
    <ToastProvider>
      <IdentityModalsProvider
        customerNumberLogin={customerNumberLogin}
        links={{ register: '/registrieren', account: '/mein-konto' }}
      >
        <Opener />
      </IdentityModalsProvider>
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  // The modal is loaded on first use; the first import in a test run takes a while.
  return screen.findByRole('dialog', { name: 'Anmelden' }, { timeout: 15_000 });
}

const type = (scope: HTMLElement, label: string, value: string) => {
  const field = within(scope).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('the login modal', () => {
  it('offers two tabs: email and password, customer number and date of birth', async () => {
    const dialog = await openLogin();
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['E-Mail und Passwort', 'Kundennummer']);
    expect(within(dialog).getByRole('tablist').getAttribute('aria-label')).toBe('Anmelden mit');
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Kundennummer' }));
    fireEvent.mouseUp(within(dialog).getByRole('tab', { name: 'Kundennummer' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Kundennummer' }));
    const panel = await within(dialog).findByRole('tabpanel');
    type(panel, 'Kundennummer', '12#34');
    await within(panel).findByText('Sonderzeichen sind nicht erlaubt');
  });

  it('shows one tab-less form when the shop has customer-number login off', async () => {
    const dialog = await openLogin(false);
    expect(within(dialog).queryAllByRole('tab')).toEqual([]);
    expect(within(dialog).getByLabelText('E-Mail-Adresse')).toBeTruthy();
  });

  it('says that the details are wrong without saying which, and keeps the address', async () => {
    answers['/api/identity/login'] = Response.json(
      { error: 'CUSTOMER_INVALID_CREDENTIALS' },
      { status: 401 },
    );
    const dialog = await openLogin();
    type(dialog, 'E-Mail-Adresse', 'erika@example.org');
    type(dialog, 'Passwort', 'falsch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'E-Mail-Adresse oder Passwort ist nicht richtig.',
    );
    expect((within(dialog).getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe(
      'erika@example.org',
    );
  });

  it('closes after a login, greets the customer and tells the session manager', async () => {
    answers['/api/identity/login'] = Response.json({
      status: 'logged-in',
      customer: { firstName: 'Erika', lastName: 'M' },
    });
    const changed = vi.fn();
    window.addEventListener(sessionChangedEvent, changed);
    const dialog = await openLogin();
    type(dialog, 'E-Mail-Adresse', 'erika@example.org');
    type(dialog, 'Passwort', 'Kirschbaum-Allee 7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    await screen.findByText('Schön, dass Du da bist, Erika!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changed).toHaveBeenCalledTimes(1);
    expect(posted[0]).toEqual({
      url: '/api/identity/login',
      body: { email: 'erika@example.org', password: 'Kirschbaum-Allee 7' },
    });
  });

  it('leads from "Passwort vergessen?" to the forgot-password modal with the address kept, and confirms the request', async () => {
    answers['/api/identity/password/forgot'] = Response.json({ status: 'mail-sent' }, { status: 202 });
    const dialog = await openLogin();
    type(dialog, 'E-Mail-Adresse', 'erika@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Passwort vergessen?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Passwort vergessen?' });
    expect((within(forgot).getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe(
      'erika@example.org',
    );
    fireEvent.click(within(forgot).getByRole('button', { name: 'Link anfordern' }));
    await within(forgot).findByText('Bitte schau in Dein Postfach');
  });
});
