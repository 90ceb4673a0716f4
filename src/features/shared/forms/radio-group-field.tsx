'use client';
// A radio group (React Aria Components): a labelled group (role radiogroup, the label as its name), arrow keys
// between the options, the error under it. Two looks: `inline` (salutation, stars: a short row) and `cards`
// (address book, delivery options, payment methods: a card per option, at least 48 px high, with details).
import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field-props';
import { useErrorText } from './error-text';
import { errorClass } from './field-styles';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Further lines under the label (price, estimate, reason); cards only. */
  details?: ReactNode;
  disabled?: boolean;
}

const look = {
  inline: {
    group: 'flex flex-col gap-0.5',
    label: 'font-semibold',
    options: 'flex flex-wrap gap-x-3 gap-y-1',
    option:
      'group inline-flex min-h-6 cursor-pointer items-center gap-1 data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus',
    dot: '',
  },
  cards: {
    group: 'flex flex-col gap-1',
    label: 'text-lg font-bold',
    options: 'flex flex-col gap-1',
    option:
      'group flex min-h-6 cursor-pointer items-start gap-1.5 rounded border border-line bg-page p-1.5 outline-none data-[selected]:border-2 data-[selected]:border-brand data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus',
    dot: 'mt-0.5 shrink-0',
  },
} as const;

export function RadioGroupField({
  label,
  value,
  onChange,
  onBlur,
  options,
  error,
  isRequired,
  hideLabel,
  name,
  variant = 'cards',
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: RadioOption[];
  error?: string;
  isRequired?: boolean;
  hideLabel?: boolean;
  name?: string;
  variant?: keyof typeof look;
}) {
  const style = look[variant];
  return (
    <RadioGroup
      className={style.group}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      orientation={variant === 'inline' ? 'horizontal' : 'vertical'}
    >
      <Label className={hideLabel ? 'sr-only' : style.label}>{label}</Label>
      <div className={style.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className={style.option}
          >
            <span
              aria-hidden="true"
              className={`grid size-3 place-items-center rounded-full border-2 border-muted group-data-[selected]:border-brand ${style.dot}`}
            >
              <span className="size-1.5 rounded-full group-data-[selected]:bg-brand" />
            </span>
            {variant === 'inline' ? (
              option.label
            ) : (
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-semibold group-data-[disabled]:text-muted">{option.label}</span>
                {option.details && <span className="text-sm">{option.details}</span>}
              </span>
            )}
          </Radio>
        ))}
      </div>
      <FieldError className={errorClass}>{error}</FieldError>
    </RadioGroup>
  );
}

/** The radio group bound to react-hook-form; the value is the option's string. */
export function BoundRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
  options,
  variant,
}: Omit<BoundFieldProps<T>, 'description'> & { options: RadioOption[]; variant?: 'inline' | 'cards' }) {
  const { field, fieldState } = useController({ control, name });
  const error = useErrorText()(fieldState.error?.message, name);
  return (
    <RadioGroupField
      label={label}
      name={field.name}
      value={(field.value as string | undefined) || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      isRequired={isRequired}
      options={options}
      variant={variant}
    />
  );
}
