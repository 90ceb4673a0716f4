'use client';
// Form fields of the checkout forms (src/features/forms/bound-fields.tsx with the checkout's validation texts),
// choice cards, alerts and buttons. react-hook-form moves focus to the first invalid field.
import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import {
  BoundDateInput,
  BoundTextInput,
  errorClass,
  type ErrorText,
  type FieldProps,
} from '@/features/forms/bound-fields';

/** The localized text of a validation code (REQUIRED, NUMBERS_ONLY …); an unknown code reads as the general one. */
export function useValidationText(code: string | undefined): string | undefined {
  return useValidationTexts()(code);
}

function useValidationTexts(): ErrorText {
  const t = useTranslations('checkout.validation');
  return (code) => (code ? (t.has(code) ? t(code) : t('INVALID')) : undefined);
}

export function TextInput<T extends FieldValues>(
  props: FieldProps<T> & { autoComplete?: string; inputMode?: 'numeric' | 'text'; className?: string },
) {
  return <BoundTextInput {...props} errorText={useValidationTexts()} />;
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Further lines under the label (price, estimate, reason). */
  details?: ReactNode;
  disabled?: boolean;
}

/**
 * A radio group as cards (address book, delivery options, payment methods): a labelled group (role radiogroup,
 * the label as its name), arrow keys between the options, each card at least 48 px high.
 */
export function ChoiceCards({
  label,
  value,
  onChange,
  options,
  error,
  isRequired,
  hideLabel,
  name,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  options: ChoiceOption[];
  error?: string;
  isRequired?: boolean;
  hideLabel?: boolean;
  name?: string;
}) {
  return (
    <RadioGroup
      className="flex flex-col gap-1"
      name={name}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <Label className={hideLabel ? 'sr-only' : 'text-lg font-bold'}>{label}</Label>
      <div className="flex flex-col gap-1">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className="group flex min-h-6 cursor-pointer items-start gap-1.5 rounded border border-line bg-page p-1.5 outline-none data-[selected]:border-2 data-[selected]:border-brand data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus"
          >
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-3 shrink-0 place-items-center rounded-full border-2 border-muted group-data-[selected]:border-brand"
            >
              <span className="size-1.5 rounded-full group-data-[selected]:bg-brand" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-semibold group-data-[disabled]:text-muted">{option.label}</span>
              {option.details && <span className="text-sm">{option.details}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className={errorClass}>{error}</FieldError>
    </RadioGroup>
  );
}

/** A server refusal or failure above a form: announced, and focused so keyboard users start from it. */
export function CheckoutAlert({ children, focusOnShow = true }: { children: ReactNode; focusOnShow?: boolean }) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      ref={(element) => {
        if (element && focusOnShow) element.focus();
      }}
      className="flex flex-col gap-1 rounded border-l-4 border-danger bg-surface p-1.5 text-ink outline-none focus-visible:outline-3 focus-visible:outline-focus"
    >
      {children}
    </div>
  );
}

export function PrimaryButton({
  children,
  disabled,
  type = 'submit',
  onClick,
  busy,
}: {
  children: ReactNode;
  disabled?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
  busy?: boolean;
}) {
  return (
    <button
      type={type}
      disabled={disabled}
      onClick={onClick}
      aria-busy={busy || undefined}
      className="min-h-6 rounded bg-brand px-3 py-1 font-bold text-on-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export const secondaryButtonClass =
  'inline-flex min-h-6 items-center justify-center rounded border border-line bg-page px-2 py-1 font-semibold text-ink no-underline';

export function DateInputField<T extends FieldValues>(props: FieldProps<T>) {
  return <BoundDateInput {...props} errorText={useValidationTexts()} />;
}

/** A required checkbox (accept the terms) with its error tied to it. */
export function CheckboxField<T extends FieldValues>({ control, name, label }: Omit<FieldProps<T>, 'description' | 'isRequired'>) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const error = useValidationText(fieldState.error?.message);
  const errorId = `${String(name)}-error`;
  return (
    <div className="flex flex-col gap-0.5">
      <label className="inline-flex min-h-6 cursor-pointer items-start gap-1">
        <input
          type="checkbox"
          name={name}
          ref={ref}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
          className="mt-0.5 size-3 shrink-0 accent-brand"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
