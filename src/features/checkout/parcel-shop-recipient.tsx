'use client';
// Who collects a parcel-shop delivery: salutation, first and last name. The form validates with the server's own
// schema (commerce/checkout/checkout-input.ts `recipientSchema`, the `recipient` of a parcel-shop delivery), so the
// browser accepts exactly what PUT /api/checkout/delivery accepts, with the same codes and texts.
import type { Control } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { recipientSchema, type RecipientInput } from '@/commerce/checkout/checkout-input';
import { ErrorTexts } from '@/features/shared/forms/error-text';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { NameFields } from './address-form';
import { useCheckoutErrorText } from './checkout-error-text';

/** The schema the recipient form validates with: the server's, not a copy (pinned by its test). */
export const recipientFormSchema = recipientSchema;

export function useRecipientForm(recipient: RecipientInput) {
  return useSchemaForm(recipientFormSchema, recipient, ['salutation', 'firstName', 'lastName']);
}

export function RecipientFields({ control }: { control: Control<RecipientInput> }) {
  const t = useTranslations('checkout.delivery');
  return (
    <ErrorTexts value={useCheckoutErrorText()}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-bold">{t('recipientLegend')}</legend>
        <NameFields control={control} />
      </fieldset>
    </ErrorTexts>
  );
}
