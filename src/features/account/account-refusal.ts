'use client';
// How the account's forms show a refused change (personal data, password, email, deletion): field codes at their
// fields, a wrong current password at its field, anything else as the form's alert text.
import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { failureMessage } from '@/features/identity/identity-failure';
import type { ApiRefusal } from '@/features/shared/client-data/api-client';
import { useCodeTexts, type ErrorText } from '@/features/shared/forms/error-text';

export function useAccountRefusal<F extends FieldValues>(setError: UseFormSetError<F>) {
  const t = useTranslations('accountPages.personal');
  const id = useTranslations('identity');
  const codeText = useCodeTexts('identity.validation');

  /** Marks the fields a refusal names; returns the alert text when the refusal is about the whole form. */
  const refusalText = (answer: ApiRefusal): string | null => {
    if (answer.fields) {
      for (const [field, key] of Object.entries(answer.fields)) setError(field as Path<F>, { message: key });
      return null;
    }
    if (answer.error === 'CUSTOMER_INVALID_CREDENTIALS') {
      setError('currentPassword' as Path<F>, { message: 'currentPasswordWrong' }, { shouldFocus: true });
      return null;
    }
    const { key, values } = failureMessage(answer);
    return id(key, values);
  };

  const errorText: ErrorText = (code, field) => (code === 'currentPasswordWrong' ? t('currentPasswordWrong') : codeText(code, field));

  return { refusalText, errorText };
}
