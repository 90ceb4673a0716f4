// `shop`: the tenant, language and money of the request, as the client needs them to render and format.
import { flagDefaults, type FlagName } from '@/commerce/tenant/flags';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantKeys } from '@/commerce/tenant/tenants';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { localePrefix } from '@/platform/routing/router';
import { builder } from '../builder';

const TenantKey = builder.enumType('TenantKey', { values: tenantKeys });

const FeatureFlag = builder.enumType('FeatureFlag', {
  description: 'A feature flag of the tenant config; names as in src/commerce/tenant/flags.ts.',
  values: Object.keys(flagDefaults) as FlagName[],
});

interface ShopLocaleShape {
  locale: Locale;
  pathPrefix: string;
}

const ShopLocale = builder.objectRef<ShopLocaleShape>('ShopLocale').implement({
  description: 'A language the shop is offered in.',
  fields: (t) => ({
    locale: t.exposeString('locale', { description: 'BCP 47 tag, e.g. "fr-CH".' }),
    language: t.string({
      description: 'Two-letter language, e.g. "fr".',
      resolve: ({ locale }) => languageOf(locale),
    }),
    pathPrefix: t.exposeString('pathPrefix', {
      description: 'URL path prefix: "" for the first locale, else e.g. "/fr".',
    }),
  }),
});

const Shop = builder.objectRef<ShopContext>('Shop').implement({
  description: 'The shop (tenant) and language this request was made in.',
  fields: (t) => ({
    tenant: t.field({ type: TenantKey, resolve: (shop) => shop.tenant.key }),
    brand: t.string({ resolve: (shop) => shop.tenant.brand }),
    locale: t.string({
      description: 'The language of this request, BCP 47.',
      resolve: (shop) => shop.locale,
    }),
    currency: t.string({ description: 'ISO 4217 code.', resolve: (shop) => shop.currency }),
    vatRateBasisPoints: t.int({
      description:
        'Standard VAT rate in basis points: 1900 = 19 %, 810 = 8.1 %. An integer, like all money facts.',
      resolve: (shop) => shop.tenant.vatRateBp,
    }),
    locales: t.field({
      type: [ShopLocale],
      description: 'Every language of the shop, the default first.',
      resolve: ({ tenant }) =>
        tenant.locales.map((locale) => ({ locale, pathPrefix: localePrefix(locale, tenant.locales) })),
    }),
    features: t.field({
      type: [FeatureFlag],
      description: 'The feature flags that are on for this shop.',
      resolve: ({ tenant }) => (Object.keys(tenant.flags) as FlagName[]).filter((name) => tenant.flags[name]),
    }),
  }),
});

builder.queryField('shop', (t) => t.field({ type: Shop, resolve: (_root, _args, { scope }) => scope.shop }));
