'use client';
// Who orders: salutation, names and email — the registration's fields and the guest checkout's alike, so both
// forms ask the same way and read the same texts. What differs (password, date of birth hint) goes in `children`.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Control, Path } from 'react-hook-form';
import type { GuestInput } from '@/commerce/customer/customer-input';
import { BoundRadioGroup } from '@/features/shared/forms/radio-group-field';
import { BoundTextField } from '@/features/shared/forms/text-field';

export function PersonFields<T extends GuestInput>({ control, children }: { control: Control<T>; children?: ReactNode }) {
  const t = useTranslations('identity');
  const field = (name: keyof GuestInput) => name as Path<T>;
  return (
    <>
      <BoundRadioGroup
        control={control}
        name={field('salutation')}
        label={t('register.salutation')}
        variant="inline"
        isRequired
        options={(['female', 'male', 'notSpecified'] as const).map((value) => ({
          value,
          label: t(`register.${value}`),
        }))}
      />
      <BoundTextField control={control} name={field('firstName')} autoComplete="given-name" label={t('register.firstName')} isRequired />
      <BoundTextField control={control} name={field('lastName')} autoComplete="family-name" label={t('register.lastName')} isRequired />
      <BoundTextField control={control} name={field('email')} type="email" autoComplete="email" label={t('register.email')} isRequired />
      {children}
    </>
  );
}
