// The filters of a listing (brand, colour, size, price range, rating) as one GET form. Values the shopper chose
// stay listed even when the result no longer has them, so they can be taken back.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { colourName, colours, isColourKey } from '@/commerce/catalog/colours';
import type { FacetValue, SearchFacets } from '@/commerce/search/search-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { languageOf } from '@/platform/i18n/locales';
import { formatMoney, numberFormat } from '@/platform/i18n/format';
import { FacetForm } from './facet-form';
import { FacetOptions } from './facet-options';
import { priceParam, type ListingParams } from './listing-params';

/** Long lists scroll inside their group instead of pushing the rest of the filters away. */
const SCROLL_AFTER = 8;

function withSelected(values: FacetValue[], selected: readonly string[] = []): FacetValue[] {
  const missing = selected.filter((s) => !values.some((v) => v.value === s)).map((value) => ({ value, count: 0, selected: true }));
  return [...values.map((v) => ({ ...v, selected: v.selected || selected.includes(v.value) })), ...missing];
}

function Group({ legend, children, scroll = false }: { legend: string; children: ReactNode; scroll?: boolean }) {
  return (
    <fieldset className="border-b border-line pb-2">
      <legend className="mb-1 font-bold">{legend}</legend>
      <div className={scroll ? 'flex max-h-[20rem] flex-col overflow-y-auto' : 'flex flex-col'}>{children}</div>
    </fieldset>
  );
}

/** The rating radios (five, so they stay server markup). */
function Option({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="facet-option">
      <input type="radio" name={name} value={value} defaultChecked={checked || undefined} className="facet-input" />
      {children}
    </label>
  );
}

const Count = ({ count }: { count: number }) => <span className="facet-count">{`(${count})`}</span>;

export async function FacetPanel({ shop, facets, params, action }: { shop: ShopContext; facets: SearchFacets; params: ListingParams; action: string }) {
  const t = await getTranslations('listing');
  const language = languageOf(shop.locale);
  const { filters } = params;
  const brands = withSelected(facets.brand, filters.brand);
  const colourValues = withSelected(facets.colour, filters.colour).filter((v) => isColourKey(v.value));
  const sizes = withSelected(facets.size, filters.size);
  const currencySymbol =
    numberFormat(shop.locale, { style: 'currency', currency: shop.currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ??
    shop.currency;
  const bound = (minor: number) => formatMoney({ amount: minor, currency: shop.currency }, shop.locale);

  return (
    <FacetForm action={action} label={t('filters')}>
      {params.q && <input type="hidden" name="q" value={params.q} />}
      {params.sort !== 'relevance' && <input type="hidden" name="sort" value={params.sort} />}
      {brands.length > 0 && (
        <Group legend={t('facetBrand')} scroll={brands.length > SCROLL_AFTER}>
          <FacetOptions name="brand" options={brands.map((v) => [v.value, v.value, v.count, Boolean(v.selected)])} />
        </Group>
      )}
      {colourValues.length > 0 && (
        <Group legend={t('facetColour')} scroll={colourValues.length > SCROLL_AFTER}>
          <FacetOptions
            name="colour"
            options={colourValues.map((v) => {
              const key = v.value as keyof typeof colours;
              return [colourName(key, language), key, v.count, Boolean(v.selected), colours[key].hex];
            })}
          />
        </Group>
      )}
      {sizes.length > 0 && (
        <Group legend={t('facetSize')} scroll={sizes.length > SCROLL_AFTER * 2}>
          <div className="grid grid-cols-2 gap-x-1">
            <FacetOptions name="size" options={sizes.map((v) => [v.value, v.value, v.count, Boolean(v.selected)])} />
          </div>
        </Group>
      )}
      <Group legend={t('facetPrice')}>
        <div className="grid grid-cols-2 gap-1">
          <label className="flex flex-col gap-0.5 text-sm">
            {t('priceFrom', { currency: currencySymbol })}
            <input
              type="number"
              name="priceMin"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={filters.priceMin !== undefined ? priceParam(filters.priceMin) : ''}
              placeholder={facets.price ? String(Math.floor(facets.price.min / 100)) : undefined}
              className="min-h-6 w-full rounded border border-line bg-page px-1 text-base text-ink"
            />
          </label>
          <label className="flex flex-col gap-0.5 text-sm">
            {t('priceTo', { currency: currencySymbol })}
            <input
              type="number"
              name="priceMax"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={filters.priceMax !== undefined ? priceParam(filters.priceMax) : ''}
              placeholder={facets.price ? String(Math.ceil(facets.price.max / 100)) : undefined}
              className="min-h-6 w-full rounded border border-line bg-page px-1 text-base text-ink"
            />
          </label>
        </div>
        {facets.price && <p className="mt-1 text-sm text-muted">{t('priceBounds', { min: bound(facets.price.min), max: bound(facets.price.max) })}</p>}
      </Group>
      <Group legend={t('facetRating')}>
        <Option name="ratingMin" value="" checked={filters.ratingMin === undefined}>
          <span>{t('ratingAny')}</span>
        </Option>
        {[4, 3, 2, 1].map((stars) => {
          const count = facets.rating.find((v) => v.value === String(stars))?.count;
          return (
            <Option key={stars} name="ratingMin" value={String(stars)} checked={filters.ratingMin === stars}>
              <span>{t('ratingAtLeast', { stars })}</span> {count !== undefined && <Count count={count} />}
            </Option>
          );
        })}
      </Group>
      {/* Not sticky: it covered the last filters (issue 21). Boxes apply at once; the button is for the price and
          for browsers without JavaScript. */}
      <div className="py-1">
        <button type="submit" className="min-h-6 w-full rounded bg-brand px-2 font-semibold text-on-brand">
          {t('applyFilters')}
        </button>
      </div>
    </FacetForm>
  );
}
