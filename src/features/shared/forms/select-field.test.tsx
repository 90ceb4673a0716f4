// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithIntl } from '../../../../tests/support/render-with-intl';
import { Form } from './form';
import { BoundSelect } from './select-field';

const schema = z.object({ topic: z.string().min(1, 'Bitte angeben!') });

function Topic() {
  const { control } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { topic: '' },
  });
  return (
    <Form>
      <BoundSelect
        control={control}
        name="topic"
        label="Thema"
        placeholder="Bitte wählen"
        isRequired
        options={[
          { value: 'order', label: 'Bestellung' },
          { value: 'return', label: 'Rücksendung' },
        ]}
      />
    </Form>
  );
}

describe('the select field', () => {
  it('is named by its label and shows the schema’s error under it, tied to it', async () => {
    renderWithIntl(<Topic />);
    const select = screen.getByRole('combobox', { name: 'Thema' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.blur(select);
    await screen.findByText('Bitte angeben!');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte angeben!',
    );
    fireEvent.change(select, { target: { value: 'return' } });
    expect(select.value).toBe('return');
  });
});
