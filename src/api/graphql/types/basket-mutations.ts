// The basket's mutations. Each answers with the whole basket (one cache entry "Basket" on the client), or with a
// GraphQL error whose extensions carry the stable code and its details (available, max, minimumAmount).
import type { BasketChange } from '@/commerce/basket/add-to-basket';
import { addToBasket } from '@/commerce/basket/add-to-basket';
import { applyVoucher } from '@/commerce/basket/apply-voucher';
import type { BasketOwner } from '@/commerce/basket/basket-owner';
import { changeBasketQuantity } from '@/commerce/basket/change-basket-quantity';
import { removeFromBasket } from '@/commerce/basket/remove-from-basket';
import { removeVoucher } from '@/commerce/basket/remove-voucher';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { basketCookie } from '@/api/basket/basket-cookie';
import { basketGraphqlError } from '@/api/basket/basket-errors';
import { basketOwnerOf } from '@/api/basket/basket-owner-of-request';
import { spendVoucherTry } from '@/api/basket/voucher-limit';
import type { Db } from '@/platform/db/client';
import { getDb } from '@/platform/db/database';
import { builder, type GatewayContext } from '../builder';
import { respondPrivately } from '../response-headers';
import { basketHandle, BasketRef } from './basket';

async function change(
  context: GatewayContext,
  run: (db: Db, shop: ShopContext, owner: BasketOwner) => Promise<BasketChange>,
) {
  const { scope, request } = context;
  const { owner, cookies } = await basketOwnerOf(request, scope.shop);
  const result = await run(await getDb(), scope.shop, owner);
  respondPrivately(
    request,
    result.ok && result.issuedToken ? [...cookies, basketCookie(result.issuedToken)] : cookies,
  );
  if (!result.ok) {
    scope.log.info({ event: 'basket-refused', code: result.code }, 'basket');
    throw basketGraphqlError(result);
  }
  return basketHandle(
    scope.shop,
    result.issuedToken ? { kind: 'visitor', token: result.issuedToken } : owner,
    result.basket,
  );
}

builder.mutationField('addToBasket', (t) =>
  t.field({
    type: BasketRef,
    description:
      'Adds a variant. Only the variant and the quantity are taken from the client; the server prices.',
    args: { variantSku: t.arg.string({ required: true }), quantity: t.arg.int({ defaultValue: 1 }) },
    resolve: (_root, { variantSku, quantity }, context) =>
      change(context, (db, shop, owner) =>
        addToBasket(db, shop, owner, { variantSku, quantity: quantity ?? 1 }),
      ),
  }),
);

builder.mutationField('changeBasketQuantity', (t) =>
  t.field({
    type: BasketRef,
    args: { variantSku: t.arg.string({ required: true }), quantity: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, (db, shop, owner) => changeBasketQuantity(db, shop, owner, args)),
  }),
);

builder.mutationField('removeFromBasket', (t) =>
  t.field({
    type: BasketRef,
    args: { variantSku: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      change(context, (db, shop, owner) => removeFromBasket(db, shop, owner, args)),
  }),
);

builder.mutationField('applyVoucher', (t) =>
  t.field({
    type: BasketRef,
    description:
      'Enters a code (case and spaces do not matter). Refused codes are not kept; the error says why.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await spendVoucherTry(context.request);
      return change(context, (db, shop, owner) => applyVoucher(db, shop, owner, args));
    },
  }),
);

builder.mutationField('removeVoucher', (t) =>
  t.field({
    type: BasketRef,
    resolve: (_root, _args, context) => change(context, (db, shop, owner) => removeVoucher(db, shop, owner)),
  }),
);
