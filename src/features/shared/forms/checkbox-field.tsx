'use client';
// A checkbox (accept the terms) bound to react-hook-form, its errors tied to it.
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { ErrorList } from './error-list';
import { fieldClass } from './field-styles';
import { useBoundField } from './use-bound-field';

export function BoundCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
}: Omit<BoundFieldProps<T>, 'description'>) {
  const {
    field: { value, onChange, onBlur, ref },
    errors,
    wiring,
  } = useBoundField(control, name, undefined, isRequired);
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
