'use client';
// The bra size finder's dialog (decision 0047): bust and under-bust, both required (SPEC §5), checked with the
// endpoint's own schema before they are sent; the endpoint answers the size from the one table. What the caller does
// with the size — choose the variant, filter the listing — is its business: when it cannot (the size is not offered
// here), the dialog says so and keeps what was typed. Loaded on the first press of the finder's button.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { braMeasurementsSchema, bustRange, underBustRange } from '@/commerce/catalog/bra-measurements-input';
import type { BraSizeAnswer } from '@/commerce/catalog/bra-size';
import { callApi } from '@/features/shared/client-data/api-client';
import type { ErrorText } from '@/features/shared/forms/error-text';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { DialogFrame } from '@/features/shell/dialog-frame';
import { braSizePath } from '@/platform/routing/api-paths/catalog';

export type FoundOutcome = 'chosen' | 'not-offered';

export interface BraSizeDialogProps {
  /** Does what the found size is for; 'not-offered' when this product or listing has no such size. */
  onFound: (answer: BraSizeAnswer, label: string) => FoundOutcome;
  /** The text for a size this product or listing does not offer. */
  notOffered: 'notOfferedProduct' | 'notOfferedListing';
  onClose: () => void;
}

const ranges = { bust: bustRange, underBust: underBustRange } as const;

export function BraSizeDialog({ onFound, notOffered, onClose }: BraSizeDialogProps) {
  const t = useTranslations('braSizeFinder');
  const [notice, setNotice] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(
    braMeasurementsSchema,
    { bust: '', underBust: '' },
    ['bust', 'underBust'],
  );
  const errorText: ErrorText = (code, field) =>
    code
      ? t(
          `validation.${code}` as 'validation.BRA_REQUIRED',
          ranges[field as keyof typeof ranges] ?? ranges.bust,
        )
      : undefined;

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const answer = await callApi<BraSizeAnswer>('POST', braSizePath, values);
    if (!answer.ok) {
      const fields = Object.entries(answer.fields ?? {}) as [keyof typeof ranges, string][];
      for (const [field, code] of fields) if (field in ranges) setError(field, { message: code });
      if (fields.length === 0)
        setNotice(t(answer.error === 'BRA_SIZE_OUT_OF_TABLE' ? 'outOfTable' : 'failed'));
      return;
    }
    const [eu, fr] = answer.body.shown;
    const label = fr ? t('sizeBoth', { eu: eu!.size, fr: fr.size }) : answer.body.size;
    if (onFound(answer.body, label) === 'not-offered') setNotice(t(notOffered, { size: label }));
    else onClose();
  });

  return (
    <DialogFrame title={t('title')} onClose={onClose} closeLabel={t('close')} width={520} sheet>
      <p>{t('intro')}</p>
      <Form errorText={errorText} onSubmit={submit} aria-label={t('title')} className="flex flex-col gap-2">
        {notice && <FormAlert focusOnShow>{notice}</FormAlert>}
        <BoundTextField
          control={control}
          name="bust"
          inputMode="decimal"
          autoComplete="off"
          label={t('bust')}
          description={t('bustHint')}
          isRequired
        />
        <BoundTextField
          control={control}
          name="underBust"
          inputMode="decimal"
          autoComplete="off"
          label={t('underBust')}
          description={t('underBustHint')}
          isRequired
        />
        <SubmitButton filled={filled} busy={formState.isSubmitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
    </DialogFrame>
  );
}
