// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithIntl } from '../../../../tests/support/render-with-intl';
import type { ErrorText } from './error-text';
import { Form } from './form';
import { TextField, BoundTextField } from './text-field';

const schema = z.object({ email: z.string().trim().min(1, 'REQUIRED').email('EMAIL') });
const texts: ErrorText = (code) =>
  code ? { REQUIRED: 'Bitte angeben!', EMAIL: 'Die E-Mail-Adresse ist nicht gültig.' }[code] : undefined;

function EmailForm() {
  const { control } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  return (
    <Form errorText={texts}>
      <BoundTextField
        control={control}
        name="email"
        type="email"
        label="E-Mail-Adresse"
        description="Für die Bestellbestätigung"
        isRequired
      />
    </Form>
  );
}

describe('the text field', () => {
  it('ties its label to the control, so the control is found (and read) by the label', () => {
    renderWithIntl(<EmailForm />);
    const field = screen.getByRole('textbox', { name: 'E-Mail-Adresse' }) as HTMLInputElement;
    expect(field.type).toBe('email');
    expect(field.getAttribute('aria-required')).toBe('true');
    // The hint is read with the field, and no error is named while there is none.
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Für die Bestellbestätigung',
    );
  });

  it('shows the schema’s code as the family’s text under the field, marks the field invalid and names the error list', async () => {
    renderWithIntl(<EmailForm />);
    const field = screen.getByLabelText('E-Mail-Adresse');
    fireEvent.change(field, { target: { value: 'erika@' } });
    fireEvent.blur(field);
    const error = await screen.findByText('Die E-Mail-Adresse ist nicht gültig.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = field.getAttribute('aria-describedby')!.split(' ');
    expect(described).toHaveLength(2);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Die E-Mail-Adresse ist nicht gültig.',
    );
    expect(error.closest('ul')!.id).toBe(described[1]);

    fireEvent.change(field, { target: { value: 'erika@example.org' } });
    await waitFor(() => expect(screen.queryByText('Die E-Mail-Adresse ist nicht gültig.')).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')!.split(' ')).toHaveLength(1);
  });

  it('announces errors that come after a submit at once (role alert), where asked to', () => {
    renderWithIntl(
      <TextField
        label="Gutscheincode eingeben"
        errors={['Bitte gib einen Gutscheincode ein.']}
        announceErrors
        control={{}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib einen Gutscheincode ein.');
    expect(
      screen.getByRole('textbox', { name: 'Gutscheincode eingeben' }).getAttribute('aria-describedby'),
    ).toBe(screen.getByRole('alert').id);
  });

  it('writes several lines in a textarea with the same wiring', () => {
    renderWithIntl(<TextField label="Deine Erfahrung" errors={['Zu kurz']} control={{ rows: 6 }} />);
    const area = screen.getByRole('textbox', { name: 'Deine Erfahrung' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });
});
