// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parcelShopDeliverySchema } from '@/commerce/checkout/checkout-input';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { RecipientFields, recipientFormSchema, useRecipientForm } from './parcel-shop-recipient';

function Recipient() {
  const form = useRecipientForm({ salutation: 'female', firstName: '', lastName: '' });
  return <RecipientFields control={form.control} />;
}

const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('the parcel-shop recipient form', () => {
  it('validates with the very schema the server validates the delivery with, not a copy of it', () => {
    expect(recipientFormSchema).toBe(parcelShopDeliverySchema.shape.recipient);
  });

  it('refuses in the browser what the server refuses, with the spec’s texts', async () => {
    renderWithIntl(<Recipient />);
    // A digit in a name: the server's rule (NO_SPECIAL_CHARACTERS_OR_NUMBERS) — the step's own copy let it pass.
    type('Vorname', 'Erika2');
    await screen.findByText('Sonderzeichen und Zahlen sind nicht erlaubt');
    expect(screen.getByLabelText('Vorname').getAttribute('aria-invalid')).toBe('true');
    type('Nachname', '');
    await screen.findByText('Bitte angeben!');
    type('Nachname', 'M'.repeat(51));
    await screen.findByText('Die Eingabe ist zu lang.');
  });
});
