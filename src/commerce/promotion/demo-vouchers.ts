// The demo codes and automatic promotions every fresh database gets (seeder "vouchers", docs in the report and
// docs/api.md). The newsletter welcome codes are the ones the shipped content advertises (content/*/promotions).
import type { TenantKey } from '@/commerce/tenant/tenants';
import type { Language } from '@/platform/i18n/locales';
import type { VoucherKind } from './voucher-terms';

export interface DemoVoucher {
  code: string;
  kind: VoucherKind;
  percentBp?: number;
  amount?: number;
  minimumAmount?: number;
  maxUsesPerCustomer?: number;
  usageGroup?: string;
  excludedCategoryIds?: string[];
  excludeReduced?: boolean;
  excludeBulky?: boolean;
}

export interface DemoPromotion {
  id: string;
  title: Record<Language, string>;
  percentBp: number;
  categoryId: string;
  /** Runs from the day of seeding for this many days. */
  days: number;
}

/**
 * SPEC §9: 15 % for newsletter subscribers, once per subscriber, with excluded categories. The content's conditions
 * exclude reduced goods, furniture by freight and large appliances (vouchers and books are not sold). One usage
 * group per shop, so a subscriber in Switzerland gets the welcome once, whether as WILLKOMMEN15 or BIENVENUE15.
 */
const welcome = (code: string): DemoVoucher => ({
  code,
  kind: 'percentage',
  percentBp: 1_500,
  maxUsesPerCustomer: 1,
  usageGroup: 'newsletter-welcome',
  excludedCategoryIds: ['technik-haushaltsgeraete-waschmaschinen', 'technik-haushaltsgeraete-kuehlschraenke'],
  excludeReduced: true,
  excludeBulky: true,
});

const tenOff = (code: string, minimumAmount: number): DemoVoucher => ({
  code,
  kind: 'fixed',
  amount: 1_000,
  minimumAmount,
});
const freeShipping = (code: string): DemoVoucher => ({ code, kind: 'free-shipping' });

export const demoVouchers: Record<TenantKey, DemoVoucher[]> = {
  de: [welcome('WILLKOMMEN15'), tenOff('SPAR10', 5_000), freeShipping('VERSANDFREI')],
  at: [welcome('WILLKOMMEN15'), tenOff('SPAR10', 5_000), freeShipping('VERSANDFREI')],
  ch: [
    welcome('WILLKOMMEN15'),
    welcome('BIENVENUE15'),
    tenOff('SPAR10', 6_000),
    tenOff('EPARGNE10', 6_000),
    freeShipping('VERSANDFREI'),
    freeShipping('LIVRAISONGRATUITE'),
  ],
  nl: [welcome('WELKOM15'), tenOff('KORTING10', 5_000), freeShipping('GRATISVERZENDING')],
};

const bedding: DemoPromotion = {
  id: 'bettwaesche-10',
  title: { de: '10 % auf Bettwäsche', fr: '10 % sur le linge de lit', nl: '10% op dekbedovertrekken' },
  percentBp: 1_000,
  categoryId: 'wohnen-heimtextilien-bettwaesche',
  days: 365,
};

export const demoPromotions: Record<TenantKey, DemoPromotion[]> = {
  de: [bedding],
  at: [bedding],
  ch: [bedding],
  nl: [bedding],
};
