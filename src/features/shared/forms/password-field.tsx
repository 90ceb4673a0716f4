'use client';
// A password field with a "show password" switch, so a shopper can check what they typed.
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { BoundFieldProps } from './bound-field-props';
import { BoundTextField } from './text-field';

export function PasswordField<T extends FieldValues>(
  props: BoundFieldProps<T> & { autoComplete: 'current-password' | 'new-password' },
) {
  const t = useTranslations('forms');
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-0.5">
      <BoundTextField {...props} type={visible ? 'text' : 'password'} />
      <label className="inline-flex min-h-6 items-center gap-1 self-start text-sm">
        <input
          type="checkbox"
          checked={visible}
          onChange={(e) => setVisible(e.target.checked)}
          className="size-3 accent-brand"
        />
        {t('showPassword')}
      </label>
    </div>
  );
}
