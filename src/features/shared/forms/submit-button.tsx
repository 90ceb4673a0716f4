// The form's buttons. SPEC §5: a submit button stays disabled until the form is filled (`filled`, from useFilled)
// and while it is sent (`busy`, announced with aria-busy).
import type { ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from './field-styles';

export function Button({
  children,
  variant = 'primary',
  type = 'button',
  disabled,
  busy,
  onClick,
  className = '',
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
  className?: string;
}) {
  return (
    <button
      type={type}
      disabled={disabled}
      onClick={onClick}
      aria-busy={busy || undefined}
      className={`${variant === 'primary' ? primaryButtonClass : secondaryButtonClass} ${className}`}
    >
      {children}
    </button>
  );
}

export function SubmitButton({
  children,
  filled = true,
  busy = false,
  className,
}: {
  children: ReactNode;
  /** Every required field has a value (useFilled); false keeps the button disabled. */
  filled?: boolean;
  busy?: boolean;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={!filled || busy} busy={busy} className={className}>
      {children}
    </Button>
  );
}
