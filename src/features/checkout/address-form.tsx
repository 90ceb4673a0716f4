'use client';
// A new delivery address: salutation, names, street and house number, addition, postal code, city; the country is
// the shop's. Saved to the address book (POST /api/customer/addresses); the server's field codes land at the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { CountryCode, PostalAddress } from '@/commerce/kernel/postal-address';
import { useFilled } from '@/features/identity/use-filled';
import { addressInputSchema, type AddressInput } from '@/commerce/address-book/address-input';
import { callApi, checkoutPaths } from './checkout-api';
import { ChoiceCards, CheckoutAlert, PrimaryButton, TextInput, useValidationText } from './checkout-fields';
import type { AddressView } from './checkout-view-types';

const salutations = ['female', 'male', 'notSpecified'] as const;

export function SalutationField({ control, name = 'salutation' }: { control: Control<AddressInput>; name?: 'salutation' }) {
  const t = useTranslations('checkout.address');
  const { field, fieldState } = useController({ control, name });
  const error = useValidationText(fieldState.error?.message);
  return (
    <ChoiceInline
      label={t('salutation')}
      value={field.value ?? null}
      onChange={field.onChange}
      error={error}
      options={salutations.map((value) => ({ value, label: t(`salutations.${value}`) }))}
    />
  );
}

/** A short radio row (salutation): one labelled group, the options side by side. */
function ChoiceInline(props: {
  label: string;
  value: string | null;
  onChange: (v: string) => void;
  error?: string;
  options: { value: string; label: string }[];
}) {
  return <ChoiceCards {...props} isRequired />;
}

function addressOf(body: unknown): AddressView | null {
  const b = body as { address?: AddressView; id?: string } | null;
  if (b?.address?.id) return b.address;
  return b?.id ? (b as AddressView) : null;
}

export function AddressForm({
  country,
  name,
  onSaved,
  onCancel,
}: {
  country: CountryCode;
  /** The first address is usually the customer's own: salutation and name come filled in, and can be changed. */
  name?: Pick<AddressInput, 'salutation' | 'firstName' | 'lastName'>;
  onSaved: (address: AddressView) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('checkout.address');
  const e = useTranslations('checkout.errors');
  const [alert, setAlert] = useState<string | null>(null);
  // The address book's own schema (one rule for form and server); the country is the shop's, not a choice.
  const { control, handleSubmit, formState, setError } = useForm<AddressInput, unknown, PostalAddress>({
    resolver: zodResolver(addressInputSchema([country])),
    mode: 'onTouched',
    defaultValues: {
      salutation: name?.salutation,
      firstName: name?.firstName ?? '',
      lastName: name?.lastName ?? '',
      street: '',
      houseNumber: '',
      addition: '',
      postalCode: '',
      city: '',
      country,
    },
  });
  const filled = useFilled(control, ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city']);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = await callApi<unknown>('POST', checkoutPaths.addresses, values);
    if (answer.ok) {
      const address = addressOf(answer.body);
      if (address) return onSaved(address);
      return setAlert(e('general'));
    }
    if (answer.fields) {
      let first = true;
      for (const [field, code] of Object.entries(answer.fields)) {
        setError(field as keyof AddressInput, { message: code }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    if (answer.error === 'ADDRESS_LIMIT_REACHED') return setAlert(e('ADDRESS_LIMIT_REACHED', { max: Number(answer.details.max ?? 0) }));
    setAlert(e(answer.error === 'NETWORK' ? 'network' : 'general'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-address-heading" className="flex flex-col gap-2">
      <h3 id="new-address-heading" className="text-lg font-bold">
        {t('newHeading')}
      </h3>
      <p className="text-sm text-muted">{t('requiredNote')}</p>
      {alert && <CheckoutAlert>{alert}</CheckoutAlert>}
      <SalutationField control={control} />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextInput control={control} name="firstName" label={t('firstName')} autoComplete="shipping given-name" isRequired />
        <TextInput control={control} name="lastName" label={t('lastName')} autoComplete="shipping family-name" isRequired />
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
        <TextInput control={control} name="street" label={t('street')} autoComplete="shipping address-line1" isRequired />
        <TextInput control={control} name="houseNumber" label={t('houseNumber')} isRequired />
      </div>
      <TextInput control={control} name="addition" label={t('addition')} autoComplete="shipping address-line2" />
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <TextInput
          control={control}
          name="postalCode"
          label={t('postalCode')}
          autoComplete="shipping postal-code"
          inputMode={country === 'NL' ? 'text' : 'numeric'}
          isRequired
        />
        <TextInput control={control} name="city" label={t('city')} autoComplete="shipping address-level2" isRequired />
      </div>
      <p>
        <span className="font-semibold">{t('country')}:</span> {t(`countries.${country}`)}
      </p>
      <div className="flex flex-wrap gap-1">
        <PrimaryButton disabled={!filled || formState.isSubmitting}>{t('save')}</PrimaryButton>
        {onCancel && (
          <button type="button" onClick={onCancel} className="min-h-6 px-1 text-link underline underline-offset-2">
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
