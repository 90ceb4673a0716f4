'use client';
// A choice from a list as the browser's own select (the lists are short: quantity, sort order, country), bound to
// react-hook-form: label tied to it, hint and errors named by aria-describedby. No library, so it costs no script.
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './field-frame';
import { inputClass } from './field-styles';
import { useBoundField } from './use-bound-field';

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
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
    errors,
    wiring,
  } = useBoundField(control, name, description, isRequired);
  return (
    <FieldFrame wiring={wiring} label={label} description={description} errors={errors}>
      <select
        {...wiring}
        name={fieldName}
        ref={ref}
        value={(value as string | undefined) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
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
