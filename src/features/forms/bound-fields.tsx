'use client';
// Text and date fields of every form: React Aria Components bound to react-hook-form. An error is a code of the
// shared zod schema (or the server's field code); each form family says how a code reads (`errorText`). It shows
// under the field and is announced with it (aria-describedby through FieldError).
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, I18nProvider, Input, Label, Text, TextField } from 'react-aria-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from 'next-intl';

export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  isRequired?: boolean;
}

/** How a form family turns an error code into the text under the field. */
export type ErrorText = (code: string | undefined) => string | undefined;

export const inputClass =
  'min-h-6 w-full rounded border border-line bg-page px-1.5 py-1 text-ink outline-none focus:border-brand data-[invalid]:border-danger data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus';
export const errorClass = 'text-sm text-danger';
const hintClass = 'text-sm text-muted';

export function BoundTextInput<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  type = 'text',
  autoComplete,
  inputMode,
  className,
  errorText,
}: FieldProps<T> & {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  className?: string;
  errorText: ErrorText;
}) {
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const error = errorText(fieldState.error?.message);
  return (
    <TextField
      className={`flex flex-col gap-0.5 ${className ?? ''}`}
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
      <Input ref={ref} className={inputClass} inputMode={inputMode} />
      {description && (
        <Text slot="description" className={hintClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
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

/** A date as segments in the shop's locale (TT.MM.JJJJ, dd-mm-jjjj …); the form holds it as YYYY-MM-DD. */
export function BoundDateInput<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
  errorText,
}: FieldProps<T> & { errorText: ErrorText }) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const error = errorText(fieldState.error?.message);
  const locale = useLocale();
  return (
    // React Aria orders the segments by its locale, which must be the shop's, not the browser's.
    <I18nProvider locale={locale}>
      <DateField
        className="flex flex-col gap-0.5"
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
