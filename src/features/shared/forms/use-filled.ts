'use client';
// SPEC §5: submit buttons stay disabled until the form is filled (every required field has a value).
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Filled: a text with more than white space, a chosen option or number, a ticked box, a chosen file. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length > 0;
  return value !== undefined && value !== null;
}

export function useFilled<T extends FieldValues, O = T>(
  control: Control<T, unknown, O>,
  required: Array<Path<T>>,
): boolean {
  const values = useWatch({ control: control as unknown as Control<T>, name: required }) as unknown[];
  return values.every(isFilled);
}
