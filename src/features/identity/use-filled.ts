'use client';
// SPEC §5: submit buttons stay disabled until the form is filled (every required field has a value).
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

export function useFilled<T extends FieldValues>(control: Control<T>, required: Array<Path<T>>): boolean {
  const values = useWatch({ control, name: required }) as unknown[];
  return values.every((v) => typeof v === 'string' && v.trim() !== '');
}
