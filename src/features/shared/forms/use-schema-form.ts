'use client';
// A form validated with a shared zod schema from src/commerce (the one its endpoint uses): errors show once a field
// was left, then follow every keystroke; `filled` says whether every required field has a value (SPEC §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useFilled } from './use-filled';

export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  required: Array<Path<z.input<S>>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  return { ...form, filled: useFilled(form.control, required) };
}
