'use client';
// /kasse/lieferservice (and -aendern): where to (an address of the address book, a new one, or a parcel shop) and
// how (standard, express where offered). Saved with PUT /api/checkout/delivery; then the next missing step, or back
// to the review when changing from there.
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useJson } from '@/features/shared/client-data/use-client-data';
import type { CountryCode, Salutation } from '@/commerce/kernel/postal-address';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';
import type { DeliveryOptionKey } from '@/commerce/order/order-choices';
import { formatMoney } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { AddressForm } from './address-form';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import type { CheckoutLinks } from './checkout-routes';
import { linkOfStep } from './checkout-routes';
import type { AddressView, DeliveryOptionView, ParcelShopView } from './checkout-view-types';
import { AddressLines } from './address-lines';
import { navigateTo } from './navigate';
import { trackBeginCheckout, trackShippingInfo } from './checkout-analytics';
import { ParcelShopFinder } from './parcel-shop-finder';
import { RecipientFields, useRecipientForm } from './parcel-shop-recipient';
import { refusalKey } from './refusal-key';
import { useCheckout } from './use-checkout';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { Form } from '@/features/shared/forms/form';
import { SubmitButton } from '@/features/shared/forms/submit-button';
import { RadioGroupField } from '@/features/shared/forms/radio-group-field';

const NEW = 'new';

export function DeliveryStep({
  country,
  links,
  returnToReview,
  recipient,
}: {
  country: CountryCode;
  links: CheckoutLinks;
  returnToReview: boolean;
  recipient: { salutation: Salutation; firstName: string; lastName: string };
}) {
  const t = useTranslations('checkout.delivery');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const checkout = useCheckout();
  const book = useJson<{ addresses: AddressView[] }>(checkoutPaths.addresses, { revalidateOnFocus: false });
  const chosen = checkout.data?.state.delivery ?? null;

  const [mode, setMode] = useState<'address' | 'parcel-shop' | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [option, setOption] = useState<DeliveryOptionKey | null>(null);
  const [parcelShop, setParcelShop] = useState<ParcelShopView | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const recipientForm = useRecipientForm(recipient);
  const summaryForTracking = checkout.data?.summary;
  useEffect(() => {
    if (summaryForTracking) trackBeginCheckout(summaryForTracking);
  }, [summaryForTracking]);

  if (!checkout.data || !book.data) {
    const failed = checkout.error || book.error;
    return (
      <p role="status" className="min-h-[320px] text-muted">
        {failed ? e('loadFailed') : t('loading')}
      </p>
    );
  }
  const addresses = book.data.addresses;
  const summary = checkout.data.summary;
  const currentMode = mode ?? (chosen?.kind === 'parcel-shop' ? 'parcel-shop' : 'address');
  const defaultAddress = addresses.find((a) => a.isDefault) ?? addresses[0];
  const currentAddress =
    addressId ?? (chosen?.kind === 'address' ? chosen.addressId : null) ?? defaultAddress?.id ?? NEW;
  const currentOption = option ?? chosen?.option ?? 'standard';
  const bulky = summary.basket.lines.some((line) => line.bulky);
  // The option's surcharge on top of the basket's shipping; the domain counts it in minor units, the edge as Money.
  const optionPrice = (amount: DeliveryOptionView['amount'] | number) => {
    const money = typeof amount === 'number' ? { amount, currency: summary.total.currency } : amount;
    return money.amount === 0 ? t('included') : `+ ${formatMoney(money, locale)}`;
  };

  // Changing from the review returns there (its guard sends on if the change left a step open).
  const finish = (nextStep: CheckoutStep) => navigateTo(returnToReview ? links.review : linkOfStep(links, nextStep));

  const save = async (body: unknown) => {
    setAlert(null);
    setSending(true);
    const answer = await callApi<{ nextStep: CheckoutStep }>('PUT', checkoutPaths.delivery, body);
    if (answer.ok) {
      trackShippingInfo(summary, currentMode === 'parcel-shop' ? 'parcel-shop' : currentOption);
      return finish(answer.body.nextStep);
    }
    setSending(false);
    setAlert(e(refusalKey(answer.error)));
  };

  const submitAddress = (event: React.FormEvent) => {
    event.preventDefault();
    if (currentAddress === NEW || sending) return;
    void save({ addressId: currentAddress, option: currentOption });
  };
  const submitParcelShop = recipientForm.handleSubmit((values) => {
    const shop = parcelShop ?? (chosen?.kind === 'parcel-shop' ? chosen.parcelShop : null);
    if (!shop || sending) return;
    void save({ parcelShopId: shop.id, recipient: values });
  });
  const selectedShop =
    parcelShop ?? (chosen?.kind === 'parcel-shop' ? ({ ...chosen.parcelShop, distanceKm: 0, openingHours: [] } as ParcelShopView) : null);

  return (
    <div className="flex flex-col gap-3">
      {alert && <FormAlert focusOnShow>{alert}</FormAlert>}
      <RadioGroupField
        label={t('modeLegend')}
        value={currentMode}
        onChange={(value) => setMode(value as 'address' | 'parcel-shop')}
        options={[
          { value: 'address', label: t('modeAddress') },
          { value: 'parcel-shop', label: t('modeParcelShop'), details: t('modeParcelShopHint') },
        ]}
      />

      {currentMode === 'address' ? (
        <>
          <RadioGroupField
            label={t('addressLegend')}
            value={currentAddress}
            onChange={setAddressId}
            options={[
              ...addresses.map((address) => ({
                value: address.id,
                label: `${address.firstName} ${address.lastName}`,
                details: <AddressLines address={address} withName={false} />,
              })),
              { value: NEW, label: t('newAddress') },
            ]}
          />
          {currentAddress === NEW && (
            <div className="rounded border border-line p-2">
              <AddressForm
                country={country}
                name={addresses.length === 0 ? recipient : undefined}
                onSaved={(address) => {
                  void book.mutate({ addresses: [...addresses, address] }, { revalidate: false });
                  setAddressId(address.id);
                }}
                onCancel={addresses.length > 0 ? () => setAddressId(defaultAddress!.id) : undefined}
              />
            </div>
          )}
          <Form onSubmit={submitAddress} className="flex flex-col gap-2">
            <RadioGroupField
              label={t('optionLegend')}
              value={currentOption}
              onChange={(value) => setOption(value as DeliveryOptionKey)}
              options={summary.deliveryOptions.map((o) => ({
                value: o.key,
                disabled: !o.available,
                label: t(`options.${o.key}`),
                details: (
                  <>
                    <span className="block">{optionPrice(o.amount)}</span>
                    <span className="block text-muted">
                      {o.available
                        ? t('estimate', { from: o.estimate.fromDays, to: o.estimate.toDays })
                        : o.refusal && e.has(o.refusal)
                          ? e(o.refusal)
                          : t('optionUnavailable')}
                    </span>
                  </>
                ),
              }))}
            />
            {bulky && <p className="rounded border-l-4 border-brand bg-surface p-1.5 text-sm">{t('freightNote')}</p>}
            <div>
              <SubmitButton filled={currentAddress !== NEW} busy={sending}>
                {returnToReview ? t('saveAndReturn') : t('continue')}
              </SubmitButton>
            </div>
          </Form>
        </>
      ) : (
        <>
          <ParcelShopFinder country={country} selected={selectedShop} onSelect={setParcelShop} />
          {selectedShop && (
            <p className="text-sm">
              {t('chosenParcelShop', { name: selectedShop.name, city: selectedShop.city })}
            </p>
          )}
          <Form onSubmit={submitParcelShop} className="flex flex-col gap-2">
            <RecipientFields control={recipientForm.control} />
            <p className="text-sm text-muted">{t('parcelShopStandardOnly')}</p>
            <div>
              <SubmitButton filled={Boolean(selectedShop) && recipientForm.filled} busy={sending}>
                {returnToReview ? t('saveAndReturn') : t('continue')}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
