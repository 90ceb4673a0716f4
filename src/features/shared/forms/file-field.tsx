'use client';
// A file upload (the browser's own file input), bound to react-hook-form: the form holds the FileList; label tied
// to it, hint (types and size allowed) and errors named by aria-describedby.
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { FieldFrame } from './field-frame';
import { inputClass } from './field-styles';
import { useBoundField } from './use-bound-field';

export function BoundFileField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  accept,
  multiple,
}: BoundFieldProps<T> & { accept?: string; multiple?: boolean }) {
  const {
    field: { name: fieldName, onChange, onBlur, ref },
    errors,
    wiring,
  } = useBoundField(control, name, description, isRequired);
  return (
    <FieldFrame wiring={wiring} label={label} description={description} errors={errors}>
      {/* A file input cannot be given a value: it stays uncontrolled and reports what was chosen. */}
      <input
        {...wiring}
        type="file"
        name={fieldName}
        ref={ref}
        accept={accept}
        multiple={multiple}
        onChange={(event) => onChange(event.target.files)}
        onBlur={onBlur}
        className={inputClass}
      />
    </FieldFrame>
  );
}
