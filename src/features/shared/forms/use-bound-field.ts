'use client';
// A plain field bound to react-hook-form: its value and handlers, its error as the family's text, and the control's
// id and aria attributes (field-frame.tsx).
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from './error-text';
import { useFieldWiring } from './field-frame';

export function useBoundField<T extends FieldValues>(
  control: Control<T>,
  name: Path<T>,
  description?: ReactNode,
  isRequired?: boolean,
) {
  const { field, fieldState } = useController({ control, name });
  const errors = [useErrorText()(fieldState.error?.message, name)];
  return { field, errors, wiring: useFieldWiring(description, errors, isRequired) };
}
