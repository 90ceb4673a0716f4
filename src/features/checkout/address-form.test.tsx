// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfHeader } from '@/platform/http/csrf-header';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { AddressForm } from './address-form';

const posted: Array<{ url: string; init?: RequestInit }> = [];
let answer: Response;
beforeEach(() => {
  posted.length = 0;
  answer = Response.json({ address: { id: 'a-9', isDefault: false } }, { status: 201 });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => (posted.push({ url, init }), answer.clone())));
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string | RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const save = () => screen.getByRole('button', { name: 'Adresse speichern' }) as HTMLButtonElement;

function fill() {
  fireEvent.click(screen.getByRole('radio', { name: 'Frau' }));
  type('Vorname', 'Erika');
  type('Nachname', 'Mustermann');
  type('Straße', 'Hauptstraße');
  type('Hausnummer', '5a');
  type('Postleitzahl', '10115');
  type('Ort', 'Berlin');
}

describe('the new-address form', () => {
  it('keeps saving disabled until every required field is filled (the addition is optional)', () => {
    renderWithIntl(<AddressForm country="DE" onSaved={vi.fn()} />);
    expect(save().disabled).toBe(true);
    fill();
    expect(save().disabled).toBe(false);
    type('Ort', '');
    expect(save().disabled).toBe(true);
  });

  it('shows the spec’s messages at the fields, tied to them for screen readers', async () => {
    renderWithIntl(<AddressForm country="DE" onSaved={vi.fn()} />);
    fill();
    type('Postleitzahl', '10a15');
    await screen.findByText('Nur Zahlen sind erlaubt');
    const postalCode = screen.getByLabelText('Postleitzahl');
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    const describedBy = postalCode.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Nur Zahlen sind erlaubt');

    type('Nachname', ' ');
    await screen.findByText('Bitte angeben!');
    type('Vorname', 'R2D2');
    await screen.findByText('Sonderzeichen und Zahlen sind nicht erlaubt');
    expect(posted).toEqual([]);
  });

  it('takes a Dutch postal code with its letters, and names a letter among the digits', async () => {
    renderWithIntl(<AddressForm country="NL" onSaved={vi.fn()} />, 'nl-NL');
    fireEvent.click(screen.getByRole('radio', { name: 'Mevrouw' }));
    type('Postcode', '12A4 AB');
    await screen.findByText('Alleen cijfers zijn toegestaan');
    type('Postcode', '1234 AB');
    await waitFor(() => expect(screen.queryByText('Alleen cijfers zijn toegestaan')).toBeNull());
  });

  it('saves with the CSRF header and the shop’s country, and hands the saved address on', async () => {
    const onSaved = vi.fn();
    renderWithIntl(<AddressForm country="DE" onSaved={onSaved} />);
    fill();
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'a-9', isDefault: false }));
    expect(posted[0]!.url).toBe('/api/customer/addresses');
    expect(new Headers(posted[0]!.init!.headers).get(csrfHeader)).toBe('1');
    expect(JSON.parse(String(posted[0]!.init!.body))).toMatchObject({ postalCode: '10115', country: 'DE', city: 'Berlin' });
  });

  it('keeps everything entered when the server refuses a field, and shows its message there', async () => {
    answer = Response.json({ error: 'ADDRESS_INVALID', fields: { postalCode: 'POSTAL_CODE_FORMAT' } }, { status: 422 });
    renderWithIntl(<AddressForm country="DE" onSaved={vi.fn()} />);
    fill();
    fireEvent.click(save());
    await screen.findByText('Bitte gib eine gültige Postleitzahl an.');
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Erika');
    expect((screen.getByLabelText('Postleitzahl') as HTMLInputElement).value).toBe('10115');
    expect(document.activeElement).toBe(screen.getByLabelText('Postleitzahl'));
  });
});
