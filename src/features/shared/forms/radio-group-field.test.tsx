// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../../tests/support/render-with-intl';
import { RadioGroupField } from './radio-group-field';

function Delivery({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroupField
      label="Versandart"
      value={value}
      onChange={setValue}
      error={error}
      isRequired
      options={[
        { value: 'standard', label: 'Standard', details: '3–5 Werktage' },
        { value: 'express', label: 'Express', disabled: true },
        { value: 'freight', label: 'Spedition' },
      ]}
    />
  );
}

describe('the radio group', () => {
  it('is one group named by its label, each option a radio named by its text', () => {
    renderWithIntl(<Delivery />);
    const group = screen.getByRole('radiogroup', { name: 'Versandart' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: /Express/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('moves between the options with the arrow keys, passing over a disabled one', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Delivery />);
    await user.tab();
    const standard = screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement;
    expect(document.activeElement).toBe(standard);
    await user.keyboard('[Space]');
    expect(standard.checked).toBe(true);
    await user.keyboard('[ArrowDown]');
    const freight = screen.getByRole('radio', { name: 'Spedition' }) as HTMLInputElement;
    expect(document.activeElement).toBe(freight);
    expect(freight.checked).toBe(true);
    await user.keyboard('[ArrowUp]');
    expect(standard.checked).toBe(true);
  });

  it('ties its error to the group, so it is read with it', () => {
    renderWithIntl(<Delivery error="Bitte angeben!" />);
    const group = screen.getByRole('radiogroup', { name: 'Versandart' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = group.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Bitte angeben!');
    fireEvent.click(screen.getByRole('radio', { name: 'Spedition' }));
    expect((screen.getByRole('radio', { name: 'Spedition' }) as HTMLInputElement).checked).toBe(true);
  });
});
