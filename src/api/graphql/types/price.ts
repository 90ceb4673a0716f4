// `Price`: an amount of money as the server computed it, with its formatting in the request's locale.
import type { Money } from '@/platform/i18n/format';
import { formatMoney } from '@/platform/i18n/format';
import { builder } from '../builder';

const currencies = ['EUR', 'CHF'] as const satisfies readonly Money['currency'][];

/** The shop currencies as an enum, so generated client types carry `Money`'s union (the wire value is the same). */
const CurrencyRef = builder.enumType('Currency', { description: 'ISO 4217.', values: currencies });

export const PriceRef = builder.objectRef<Money>('Price').implement({
  description: 'Money in minor units (cents, Rappen) and its display in the request locale.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Minor units.' }),
    currency: t.expose('currency', { type: CurrencyRef }),
    formatted: t.string({ resolve: (money, _args, { scope }) => formatMoney(money, scope.shop.locale) }),
  }),
});
