'use client';
// A checkbox (accept the terms) bound to react-hook-form, its errors tied to it.
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { ErrorList } from './error-list';
import { useErrorText } from './error-text';
import { useFieldWiring } from './field-frame';
import { fieldClass } from './field-styles';

export function BoundCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
}: Omit<BoundFieldProps<T>, 'description'>) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const errors = [useErrorText()(fieldState.error?.message, name)];
  const wiring = useFieldWiring(undefined, errors, isRequired);
  return (
    <div className={fieldClass}>
      <label className="inline-flex min-h-6 cursor-pointer items-start gap-1">
        <input
          {...wiring}
          type="checkbox"
          name={name}
          ref={ref}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          className="mt-0.5 size-3 shrink-0 accent-brand"
        />
        <span>{label}</span>
      </label>
      <ErrorList id={`${wiring.id}-errors`} errors={errors} />
    </div>
  );
}
