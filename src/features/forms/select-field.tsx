'use client';
// A choice from a list as the browser's own select (the lists are short: quantity, sort order, country), bound to
// react-hook-form: label tied to it, hint and errors named by aria-describedby. No library, so it costs no script.
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { useErrorText } from './error-text';
import { FieldFrame, useFieldWiring } from './field-frame';
import { inputClass } from './field-styles';

export function BoundSelect<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  options,
  placeholder,
}: BoundFieldProps<T> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first option ("Bitte wählen"); without it the first option is chosen. */
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const errors = [useErrorText()(fieldState.error?.message, name)];
  const wiring = useFieldWiring(description, errors, isRequired);
  return (
    <FieldFrame wiring={wiring} label={label} description={description} errors={errors}>
      <select
        {...wiring}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        className={inputClass}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
