// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../../tests/support/render-with-intl';
import { BoundCheckbox } from './checkbox-field';
import { Form } from './form';
import { BoundRadioGroup } from './radio-group-field';
import { SubmitButton } from './submit-button';
import { BoundTextField } from './text-field';
import { useFilled } from './use-filled';

interface Values {
  salutation?: string;
  name: string;
  terms: boolean;
}

function Filled({ busy = false }: { busy?: boolean }) {
  const { control } = useForm<Values>({ defaultValues: { salutation: undefined, name: '', terms: false } });
  const filled = useFilled(control, ['salutation', 'name', 'terms']);
  return (
    <Form>
      <BoundRadioGroup
        control={control}
        name="salutation"
        label="Anrede"
        variant="inline"
        options={[
          { value: 'female', label: 'Frau' },
          { value: 'male', label: 'Herr' },
        ]}
      />
      <BoundTextField control={control} name="name" label="Name" />
      <BoundCheckbox control={control} name="terms" label="AGB akzeptieren" isRequired />
      <SubmitButton filled={filled} busy={busy}>
        Senden
      </SubmitButton>
    </Form>
  );
}

const submit = () => screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement;

describe('the submit button (SPEC §5: disabled until the form is filled)', () => {
  it('stays disabled until every required field has a value: a choice, a text that is not blank, a ticked box', () => {
    renderWithIntl(<Filled />);
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Frau' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'AGB akzeptieren' }));
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Erika' } });
    expect(submit().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'AGB akzeptieren' }));
    expect(submit().disabled).toBe(true);
  });

  it('is disabled and says it is busy while the form is sent', () => {
    renderWithIntl(<Filled busy />);
    expect(submit().disabled).toBe(true);
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(submit().type).toBe('submit');
  });
});
