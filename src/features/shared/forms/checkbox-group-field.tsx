'use client';
// Several checkboxes for one field whose value is a list (interests, brands), as a fieldset with its legend, bound to
// react-hook-form; the error is tied to the group. The browser's own inputs: no library, no script to speak of.
import { useId } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { useErrorText } from './error-text';
import { errorClass, fieldClass, labelClass } from './field-styles';

export function BoundCheckboxGroup<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
  options,
  inline = true,
}: Omit<BoundFieldProps<T>, 'description'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  inline?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useErrorText()(fieldState.error?.message, name);
  const id = useId();
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <fieldset
      className={fieldClass}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-required={isRequired || undefined}
    >
      <legend className={`${labelClass} mb-0.5`}>{label}</legend>
      <div className={inline ? 'flex flex-wrap gap-x-3 gap-y-1' : 'flex flex-col gap-1'}>
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-6 cursor-pointer items-center gap-1">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                )
              }
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="size-3 shrink-0 accent-brand"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
