// What every plain field shares: the label tied to the control by id, the hint and the errors under it, and the
// attributes that tie them to the control (aria-describedby, aria-invalid, aria-required).
import { useId, type ReactNode } from 'react';
import { ErrorList } from './error-list';
import { fieldClass, hintClass, labelClass } from './field-styles';

type Errors = ReadonlyArray<string | null | undefined> | null | undefined;

export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** The control's id and aria attributes for a field with this hint and these errors. */
export function useFieldWiring(description: ReactNode, errors: Errors, isRequired?: boolean): FieldWiring {
  const id = useId();
  const invalid = Boolean(errors?.some(Boolean));
  const describedBy = [description ? `${id}-description` : null, invalid ? `${id}-errors` : null].filter(
    Boolean,
  );
  return {
    id,
    'aria-invalid': invalid || undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
  };
}

export function FieldFrame({
  wiring,
  label,
  description,
  errors,
  announceErrors,
  className = '',
  children,
}: {
  wiring: FieldWiring;
  label: ReactNode;
  description?: ReactNode;
  errors: Errors;
  announceErrors?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${fieldClass} ${className}`}>
      <label htmlFor={wiring.id} className={labelClass}>
        {label}
      </label>
      {children}
      {description && (
        <p id={`${wiring.id}-description`} className={hintClass}>
          {description}
        </p>
      )}
      <ErrorList id={`${wiring.id}-errors`} errors={errors} announce={announceErrors} />
    </div>
  );
}
