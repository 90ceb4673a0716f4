'use client';
// A form validated with a shared zod schema from src/commerce (the one its endpoint uses): errors show once a field
// was left, then follow every keystroke; `filled` says whether every required field has a value (SPEC §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { config, type z } from 'zod';
import { useFilled } from './use-filled';

// zod compiles object parsers with `new Function` when it may, and probes for that by trying it: under the shop's
// Content-Security-Policy (no 'unsafe-eval', decision 0035) the probe is a reported violation. In the browser, zod
// parses without compiling.
if (typeof window !== 'undefined') config({ jitless: true });

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
