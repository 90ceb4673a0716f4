// The two mails a registration ends in — the activation link for an address that is new, "you already have an
// account" for one that is taken — shared by the registration and a guest's account afterwards (decision 0052).
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import type { CustomerRow } from './customer.schema';
import { issueLinkToken, shopLink } from './customer-links';
import { enqueueCustomerMail } from './customer-mails';

export async function sendActivationLink(tx: Db, shop: ShopContext, customer: CustomerRow): Promise<void> {
  const token = await issueLinkToken(tx, shop.tenant.key, customer.id, 'activation', shop.now());
  await enqueueCustomerMail(tx, shop, {
    template: 'activation',
    to: customer.email,
    firstName: customer.firstName,
    customerNumber: customer.customerNumber,
    link: shopLink(shop, '/register', { activate: token }),
  });
}

export async function tellAlreadyRegistered(tx: Db, shop: ShopContext, owner: CustomerRow): Promise<void> {
  await enqueueCustomerMail(tx, shop, {
    template: 'alreadyRegistered',
    to: owner.email,
    firstName: owner.firstName,
    link: shopLink(shop, '/account'),
  });
}
