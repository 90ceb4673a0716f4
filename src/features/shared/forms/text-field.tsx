'use client';
// A text field (text, email, password, tel, or several lines): the label tied to the control, the hint and the
// errors under it and named by aria-describedby, aria-invalid while it has errors. Plain elements, no library, so
// every page can use it without loading more script. `BoundTextField` binds it to react-hook-form.
import type { ComponentProps, ReactNode, Ref } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { useErrorText } from './error-text';
import { FieldFrame, useFieldWiring } from './field-frame';
import { inputClass } from './field-styles';

export type TextType = 'text' | 'email' | 'password' | 'tel';

export interface TextControlProps {
  name?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  type?: TextType;
  autoComplete?: string;
  autoCapitalize?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  maxLength?: number;
  spellCheck?: boolean;
  /** Several lines (a textarea) of this many rows. */
  rows?: number;
}

export function TextField({
  label,
  description,
  errors,
  isRequired,
  announceErrors,
  addon,
  className = '',
  control,
}: {
  label: ReactNode;
  description?: ReactNode;
  errors?: ReadonlyArray<string | null | undefined> | null;
  isRequired?: boolean;
  /** Errors that come after a submit, read out at once (see ErrorList). */
  announceErrors?: boolean;
  /** Beside the control (the voucher's "Einlösen", the parcel shop search button). */
  addon?: ReactNode;
  className?: string;
  control: TextControlProps;
}) {
  const wiring = useFieldWiring(description, errors, isRequired);
  const { onChange, rows, type = 'text', value, ...rest } = control;
  const shared = {
    ...rest,
    ...wiring,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
    className: addon ? `${inputClass} min-w-0 flex-1` : inputClass,
  };
  return (
    <FieldFrame
      wiring={wiring}
      label={label}
      description={description}
      errors={errors}
      announceErrors={announceErrors}
      className={className}
    >
      {addon ? (
        <div className="flex gap-1">
          <input {...shared} type={type} />
          {addon}
        </div>
      ) : rows ? (
        <textarea {...(shared as unknown as ComponentProps<'textarea'>)} rows={rows} />
      ) : (
        <input {...shared} type={type} />
      )}
    </FieldFrame>
  );
}

export function BoundTextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  className,
  ...input
}: BoundFieldProps<T> &
  Pick<TextControlProps, 'type' | 'autoComplete' | 'inputMode' | 'rows'> & { className?: string }) {
  const { field, fieldState } = useController({ control, name });
  const error = useErrorText()(fieldState.error?.message, name);
  return (
    <TextField
      label={label}
      description={description}
      isRequired={isRequired}
      className={className}
      errors={[error]}
      control={{
        ...input,
        name: field.name,
        value: (field.value as string | undefined) ?? '',
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref,
      }}
    />
  );
}
