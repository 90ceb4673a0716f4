'use client';
// A new delivery address, or a change of one in the book: salutation, names, street and house number, addition,
// postal code, city; the country is the shop's. Saved to the address book (POST /api/customer/addresses, PUT
// /api/customer/addresses/{id} for a change); the server's field codes land at the fields, and what was typed stays.
import { useState } from 'react';
import type { Control, Path } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { addressInputSchema, salutations, type AddressInput } from '@/commerce/address-book/address-input';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { BoundTextField } from '@/features/shared/forms/text-field';
import { Form } from '@/features/shared/forms/form';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { useSchemaForm } from '@/features/shared/forms/use-schema-form';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import { accountPaths } from '@/platform/routing/api-paths/account';
import { useCheckoutErrorText } from './checkout-error-text';
import type { AddressView } from './checkout-view-types';

type NameValues = Pick<AddressInput, 'salutation' | 'firstName' | 'lastName'>;

/**
 * Salutation, first and last name: the address form's and the parcel-shop recipient's (`section` "shipping" for the
 * browser's autofill of a delivery address).
 */
export function NameFields<T extends NameValues>({ control, section }: { control: Control<T>; section?: 'shipping' }) {
  const t = useTranslations('checkout.address');
  const field = (name: keyof NameValues) => name as Path<T>;
  const autofill = (token: string) => (section ? `${section} ${token}` : token);
  return (
    <>
      <BoundRadioGroup
        control={control}
        name={field('salutation')}
        label={t('salutation')}
        isRequired
        options={salutations.map((value) => ({ value, label: t(`salutations.${value}`) }))}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <BoundTextField control={control} name={field('firstName')} label={t('firstName')} autoComplete={autofill('given-name')} isRequired />
        <BoundTextField control={control} name={field('lastName')} label={t('lastName')} autoComplete={autofill('family-name')} isRequired />
      </div>
    </>
  );
}

function addressOf(body: unknown): AddressView | null {
  const b = body as { address?: AddressView; id?: string } | null;
  if (b?.address?.id) return b.address;
  return b?.id ? (b as AddressView) : null;
}

export function AddressForm({
  country,
  name,
  address,
  heading,
  headingId = 'new-address-heading',
  onSaved,
  onCancel,
}: {
  country: CountryCode;
  /** The first address is usually the customer's own: salutation and name come filled in, and can be changed. */
  name?: Pick<AddressInput, 'salutation' | 'firstName' | 'lastName'>;
  /** An address of the book to change (PUT); without it the form adds one (POST). */
  address?: AddressView;
  heading?: string;
  headingId?: string;
  onSaved: (address: AddressView) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('checkout.address');
  const e = useTranslations('checkout.errors');
  const [alert, setAlert] = useState<string | null>(null);
  // The address book's own schema (one rule for form and server); the country is the shop's, not a choice.
  const { control, handleSubmit, formState, setError, filled } = useSchemaForm(addressInputSchema([country]), {
      salutation: address?.salutation ?? name?.salutation,
      firstName: address?.firstName ?? name?.firstName ?? '',
      lastName: address?.lastName ?? name?.lastName ?? '',
      street: address?.street ?? '',
      houseNumber: address?.houseNumber ?? '',
      addition: address?.addition ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country,
    }, ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city']);
  const errorText = useCheckoutErrorText();

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const answer = address
      ? await callApi<unknown>('PUT', accountPaths.address(address.id), values)
      : await callApi<unknown>('POST', checkoutPaths.addresses, values);
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
    <Form errorText={errorText} onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-bold">
        {heading ?? t('newHeading')}
      </h3>
      <p className="text-sm text-muted">{t('requiredNote')}</p>
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <NameFields control={control} section="shipping" />
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
        <BoundTextField control={control} name="street" label={t('street')} autoComplete="shipping address-line1" isRequired />
        <BoundTextField control={control} name="houseNumber" label={t('houseNumber')} isRequired />
      </div>
      <BoundTextField control={control} name="addition" label={t('addition')} autoComplete="shipping address-line2" />
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <BoundTextField
          control={control}
          name="postalCode"
          label={t('postalCode')}
          autoComplete="shipping postal-code"
          inputMode={country === 'NL' ? 'text' : 'numeric'}
          isRequired
        />
        <BoundTextField control={control} name="city" label={t('city')} autoComplete="shipping address-level2" isRequired />
      </div>
      <p>
        <span className="font-semibold">{t('country')}:</span> {t(`countries.${country}`)}
      </p>
      <div className="flex flex-wrap gap-1">
        <SubmitButton filled={filled} busy={formState.isSubmitting}>
          {t('save')}
        </SubmitButton>
        {onCancel && (
          <button type="button" onClick={onCancel} className="min-h-6 px-1 text-link underline underline-offset-2">
            {t('cancel')}
          </button>
        )}
      </div>
    </Form>
  );
}
