'use client';
// Form fields of the identity forms (src/features/forms/bound-fields.tsx with the identity texts), the salutation
// radios, the alert and the submit button.
import { useState, type ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { BoundDateInput, BoundTextInput, errorClass, type ErrorText, type FieldProps } from '@/features/forms/bound-fields';

const fieldClass = 'flex flex-col gap-0.5';

/** Identity codes read from `identity.validation`; a text the server sent already localized stays as it is. */
function useErrorText(): ErrorText {
  const t = useTranslations('identity.validation');
  return (message) => (message ? (t.has(message) ? t(message) : message) : undefined);
}

export function TextInput<T extends FieldValues>(
  props: FieldProps<T> & { type?: 'text' | 'email' | 'password'; autoComplete?: string },
) {
  return <BoundTextInput {...props} errorText={useErrorText()} />;
}

/** A password field with a "show password" switch, so a shopper can check what they typed. */
export function PasswordInput<T extends FieldValues>(
  props: FieldProps<T> & { autoComplete: 'current-password' | 'new-password' },
) {
  const t = useTranslations('identity.login');
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-0.5">
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <label className="inline-flex min-h-6 items-center gap-1 self-start text-sm">
        <input
          type="checkbox"
          checked={visible}
          onChange={(e) => setVisible(e.target.checked)}
          className="size-3 accent-brand"
        />
        {t('showPassword')}
      </label>
    </div>
  );
}

export function DateInputField<T extends FieldValues>(props: FieldProps<T>) {
  return <BoundDateInput {...props} errorText={useErrorText()} />;
}

export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  isRequired,
}: FieldProps<T> & { options: Array<{ value: string; label: string }> }) {
  const {
    field: { name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <RadioGroup
      className={fieldClass}
      name={fieldName}
      value={(value as string | undefined) || null}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <Label className="font-semibold">{label}</Label>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="group inline-flex min-h-6 cursor-pointer items-center gap-1 data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus"
          >
            <span
              aria-hidden="true"
              className="grid size-3 place-items-center rounded-full border-2 border-muted group-data-[selected]:border-brand"
            >
              <span className="size-1.5 rounded-full group-data-[selected]:bg-brand" />
            </span>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={errorClass}>{error}</FieldError>
    </RadioGroup>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded border-l-4 border-danger bg-surface p-1.5 text-ink">
      {children}
    </p>
  );
}

export function SubmitButton({ children, disabled }: { children: ReactNode; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="min-h-[44px] rounded bg-brand px-3 py-1 font-semibold text-on-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      {children}
    </button>
  );
}
