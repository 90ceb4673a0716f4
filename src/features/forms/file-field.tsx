'use client';
// A file upload (the browser's own file input), bound to react-hook-form: the form holds the FileList; label tied
// to it, hint (types and size allowed) and errors named by aria-describedby.
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { useErrorText } from './error-text';
import { FieldFrame, useFieldWiring } from './field-frame';
import { inputClass } from './field-styles';

export function BoundFileField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  accept,
  multiple,
}: BoundFieldProps<T> & { accept?: string; multiple?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const errors = [useErrorText()(fieldState.error?.message, name)];
  const wiring = useFieldWiring(description, errors, isRequired);
  return (
    <FieldFrame wiring={wiring} label={label} description={description} errors={errors}>
      {/* A file input cannot be given a value: it stays uncontrolled and reports what was chosen. */}
      <input
        {...wiring}
        type="file"
        name={field.name}
        ref={field.ref}
        accept={accept}
        multiple={multiple}
        onChange={(event) => field.onChange(event.target.files)}
        onBlur={field.onBlur}
        className={inputClass}
      />
    </FieldFrame>
  );
}
