'use client';
// The parcel shop finder (SPEC §1): search by postal code or place, a list with distance and opening hours, pick one.
import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CountryCode } from '@/commerce/kernel/postal-address';
import { formatNumber } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';
import { callApi, checkoutPaths } from './checkout-api';
import { inputClass } from '@/features/forms/bound-fields';
import { CheckoutAlert, ChoiceCards, secondaryButtonClass } from './checkout-fields';
import type { ParcelShopView } from './checkout-view-types';

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
  const inputId = useId();
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
      <form role="search" onSubmit={search} aria-label={t('searchLabel')} className="flex flex-col gap-0.5">
        <label htmlFor={inputId} className="font-semibold">
          {t('query')}
        </label>
        <div className="flex gap-1">
          <input
            id={inputId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${inputId}-hint`}
            autoComplete="postal-code"
            className={inputClass}
          />
          <button type="submit" className={secondaryButtonClass} disabled={searching}>
            {t('search')}
          </button>
        </div>
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {t('queryHint')}
        </p>
      </form>
      {problem && <CheckoutAlert>{problem}</CheckoutAlert>}
      <div aria-live="polite" className="sr-only">
        {shops && t('found', { count: shops.length })}
      </div>
      {shops && shops.length === 0 && <p>{t('none')}</p>}
      {shops && shops.length > 0 && (
        <ChoiceCards
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
