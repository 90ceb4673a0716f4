// `Price`: an amount of money as the server computed it, with its formatting in the request's locale.
import type { Money } from '@/platform/i18n/format';
import { formatMoney } from '@/platform/i18n/format';
import { builder } from '../builder';

export const PriceRef = builder.objectRef<Money>('Price').implement({
  description: 'Money in minor units (cents, Rappen) and its display in the request locale.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Minor units.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217.' }),
    formatted: t.string({ resolve: (money, _args, { scope }) => formatMoney(money, scope.shop.locale) }),
  }),
});
