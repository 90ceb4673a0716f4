'use client';
// Every form of the shop: the browser's own validation off (the shared zod schema validates, and its messages are the
// spec's), and the family's error texts for the fields inside (see error-text.tsx).
import type { FormHTMLAttributes } from 'react';
import { ErrorTexts, type ErrorText } from './error-text';

export function Form({
  errorText,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> & { errorText?: ErrorText }) {
  const form = (
    <form noValidate {...props}>
      {children}
    </form>
  );
  return errorText ? <ErrorTexts value={errorText}>{form}</ErrorTexts> : form;
}
