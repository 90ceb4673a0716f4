'use client';
// Form fields of the identity forms: React Aria Components bound to react-hook-form. Errors are message keys of
// the shared zod schema, shown under the field and announced with it (aria-describedby via FieldError).
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState, type ReactNode } from 'react';
import {
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  isRequired?: boolean;
}

const fieldClass = 'flex flex-col gap-0.5';
const inputClass =
  'min-h-6 w-full rounded border border-line bg-page px-1.5 py-1 text-ink outline-none focus:border-brand data-[invalid]:border-danger data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';
const errorClass = 'text-sm text-danger';
const hintClass = 'text-sm text-muted';

function useErrorText(message: string | undefined): string | undefined {
  const t = useTranslations('identity.validation');
  return message ? (t.has(message) ? t(message) : message) : undefined;
}

export function TextInput<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  type = 'text',
  autoComplete,
}: FieldProps<T> & { type?: 'text' | 'email' | 'password'; autoComplete?: string }) {
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const error = useErrorText(fieldState.error?.message);
  return (
    <TextField
      className={fieldClass}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      type={type}
      autoComplete={autoComplete}
    >
      <Label className="font-semibold">{label}</Label>
      <Input ref={ref} className={inputClass} />
      {description && (
        <Text slot="description" className={hintClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
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

function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A date as segments in the shopper's locale (TT.MM.JJJJ, dd-mm-jjjj …); the form holds it as YYYY-MM-DD. */
export function DateInputField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
}: FieldProps<T>) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const error = useErrorText(fieldState.error?.message);
  const locale = useLocale();
  return (
    // React Aria orders the segments by its locale, which must be the shop's, not the browser's.
    <I18nProvider locale={locale}>
      <DateField
        className={fieldClass}
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        validationBehavior="aria"
        granularity="day"
      >
        <Label className="font-semibold">{label}</Label>
        <DateInput ref={ref} className={`${inputClass} flex w-auto gap-0.5 focus-within:border-brand`}>
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none data-[focused]:bg-brand data-[focused]:text-on-brand data-[placeholder]:text-muted"
            />
          )}
        </DateInput>
        {description && (
          <Text slot="description" className={hintClass}>
            {description}
          </Text>
        )}
        <FieldError className={errorClass}>{error}</FieldError>
      </DateField>
    </I18nProvider>
  );
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
  const error = useErrorText(fieldState.error?.message);
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
