// What every field bound to react-hook-form takes: the form's control, the field's name, its label and hint.
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

export interface BoundFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
}
