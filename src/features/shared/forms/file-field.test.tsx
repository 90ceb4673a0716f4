// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../../tests/support/render-with-intl';
import { BoundFileField } from './file-field';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { useFilled } from './use-filled';

function Upload() {
  const { control } = useForm<{ receipt: FileList | null }>({ defaultValues: { receipt: null } });
  const filled = useFilled(control, ['receipt']);
  const files = useWatch({ control, name: 'receipt' });
  return (
    <Form>
      <BoundFileField
        control={control}
        name="receipt"
        label="Kaufbeleg"
        description="PDF oder JPG, höchstens 5 MB"
        accept=".pdf,.jpg"
        isRequired
      />
      <p>{files ? files[0]?.name : ''}</p>
      <SubmitButton filled={filled}>Senden</SubmitButton>
    </Form>
  );
}

describe('the file field', () => {
  it('is named by its label, described by its hint, and counts as filled once a file is chosen', () => {
    renderWithIntl(<Upload />);
    const input = screen.getByLabelText('Kaufbeleg') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'PDF oder JPG, höchstens 5 MB',
    );
    expect((screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement).disabled).toBe(true);
    const file = new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: Object.assign([file], { item: (i: number) => [file][i] }) } });
    expect(screen.getByText('beleg.pdf')).toBeTruthy();
  });
});
