'use client';
// The parcel shop finder (SPEC §1): search by postal code or place, a list with distance and opening hours, pick one.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { formatNumber } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { callApi } from '@/features/shared/client-data/api-client';
import { checkoutPaths } from '@/platform/routing/api-paths/checkout';
import type { ParcelShopView } from './checkout-view-types';
import { FormAlert } from '@/features/shared/forms/form-alert';
import { RadioGroupField } from '@/features/shared/forms/radio-group-field';
import { Form } from '@/features/shared/forms/form';
import { Button } from '@/features/shared/forms/submit-button';
import { TextField } from '@/features/shared/forms/text-field';

export function ParcelShopFinder({
  country,
  selected,
  onSelect,
}: {
  country: CountryCode;
  selected: ParcelShopView | null;
  onSelect: (shop: ParcelShopView) => void;
}) {
  const t = useTranslations('checkout.parcelShop');
  const e = useTranslations('checkout.errors');
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState('');
  const [shops, setShops] = useState<ParcelShopView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return setProblem(t('queryRequired'));
    setProblem(null);
    setSearching(true);
    const answer = await callApi<{ shops: ParcelShopView[] }>(
      'GET',
      `${checkoutPaths.parcelShops}?q=${encodeURIComponent(q)}&country=${country}`,
    );
    setSearching(false);
    if (answer.ok) return setShops(answer.body.shops);
    setProblem(e(answer.error === 'NETWORK' ? 'network' : 'general'));
  };

  return (
    <div className="flex flex-col gap-2">
      <Form role="search" onSubmit={search} aria-label={t('searchLabel')}>
        <TextField
          label={t('query')}
          description={t('queryHint')}
          control={{ value: query, onChange: setQuery, autoComplete: 'postal-code' }}
          addon={
            <Button type="submit" variant="secondary" disabled={searching}>
              {t('search')}
            </Button>
          }
        />
      </Form>
      {problem && <FormAlert focusOnShow>{problem}</FormAlert>}
      <div aria-live="polite" className="sr-only">
        {shops && t('found', { count: shops.length })}
      </div>
      {shops && shops.length === 0 && <p>{t('none')}</p>}
      {shops && shops.length > 0 && (
        <RadioGroupField
          label={t('results')}
          value={selected?.id ?? null}
          onChange={(id) => {
            const shop = shops.find((s) => s.id === id);
            if (shop) onSelect(shop);
          }}
          options={shops.map((shop) => ({
            value: shop.id,
            label: shop.name,
            details: (
              <>
                <span className="block">
                  {shop.street}, {shop.postalCode} {shop.city}
                </span>
                <span className="block text-muted">
                  {t('distance', { km: formatNumber(shop.distanceKm, locale, { maximumFractionDigits: 1 }) })}
                </span>
                <span className="block text-muted">
                  {t('hours')}{' '}
                  {shop.openingHours.map((h) => t('hoursEntry', { days: h.days, opens: h.opens, closes: h.closes })).join('; ')}
                </span>
              </>
            ),
          }))}
        />
      )}
    </div>
  );
}
