'use client';
// A date as segments in the shop's locale (TT.MM.JJJJ, dd-mm-jjjj …; React Aria Components); the form holds it as
// YYYY-MM-DD. The error shows under the field and is announced with it (aria-describedby through FieldError).
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
} from 'react-aria-components';
import { useController, type FieldValues } from 'react-hook-form';
import { useLocale } from 'next-intl';
import type { BoundFieldProps } from './bound-field-props';
import { useErrorText } from './error-text';
import { errorClass, fieldClass, hintClass, inputClass, labelClass } from './field-styles';

function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function BoundDateField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
}: BoundFieldProps<T>) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const error = useErrorText()(fieldState.error?.message, name);
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
        <Label className={labelClass}>{label}</Label>
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
