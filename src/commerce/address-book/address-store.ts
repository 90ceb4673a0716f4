// Reads of the address book: always by tenant AND customer, so an id alone never reaches another's address.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PostalAddress } from '@/commerce/kernel/postal-address';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { p, preparedQuery } from '@/platform/db/prepared-statement';
import { customerAddresses, type CustomerAddressRow } from './address.schema';

export interface AddressView extends PostalAddress {
  id: string;
  /** The default delivery address. */
  isDefault: boolean;
  isDefaultBilling: boolean;
}

/** The two defaults of an address book, each held by at most one address (and by one whenever the book has any). */
export const defaultKinds = ['isDefault', 'isDefaultBilling'] as const;
export type DefaultKind = (typeof defaultKinds)[number];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export const ownAddress = (shop: ShopContext, customerId: string, id: string) =>
  and(
    eq(customerAddresses.tenantId, shop.tenant.key),
    eq(customerAddresses.customerId, customerId),
    eq(customerAddresses.id, id),
  );

export const ownAddresses = (shop: ShopContext, customerId: string) =>
  and(eq(customerAddresses.tenantId, shop.tenant.key), eq(customerAddresses.customerId, customerId));

// The two reads every order makes (the delivery address still there, the billing address), prepared (decision 0060):
// the owner's addresses as ownAddresses says, with the tenant and the customer as placeholders.
const ownAddressWhere = (condition: SQL) =>
  and(eq(customerAddresses.tenantId, p('tenantId')), eq(customerAddresses.customerId, p('customerId')), condition);
const addressById = preparedQuery('customer-address-by-id', (db) =>
  db.select().from(customerAddresses).where(ownAddressWhere(eq(customerAddresses.id, p('id')))),
);
const billingAddress = preparedQuery('customer-address-default-billing', (db) =>
  db.select().from(customerAddresses).where(ownAddressWhere(eq(customerAddresses.isDefaultBilling, true))),
);

export function addressViewOf(row: CustomerAddressRow): AddressView {
  return {
    id: row.id,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    houseNumber: row.houseNumber,
    addition: row.addition,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    isDefault: row.isDefault,
    isDefaultBilling: row.isDefaultBilling,
  };
}

export async function findAddress(
  db: Db,
  shop: ShopContext,
  customerId: string,
  id: string,
): Promise<AddressView | null> {
  if (!isUuid(id)) return null;
  const [row] = await addressById(db, { tenantId: shop.tenant.key, customerId, id });
  return row ? addressViewOf(row) : null;
}

/** The read of findAddress, to be read ahead (decision 0070); none for what is no address id. */
export const addressAhead = (shop: ShopContext, customerId: string, id: string) =>
  isUuid(id) ? [addressById.ahead({ tenantId: shop.tenant.key, customerId, id })] : [];

/** The default first, then in the order they were added. */
export async function listAddresses(db: Db, shop: ShopContext, customerId: string): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(ownAddresses(shop, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows
    .map(addressViewOf)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || Number(b.isDefaultBilling) - Number(a.isDefaultBilling));
}

/** An account deleted (privacy): its address book goes. Orders keep the address they were placed with. */
export async function forgetAddressBook(tx: Db, tenantId: string, customerId: string): Promise<void> {
  await tx.delete(customerAddresses).where(and(eq(customerAddresses.tenantId, tenantId), eq(customerAddresses.customerId, customerId)));
}

/** The customer's default billing address, for an order to keep; null without an address book. */
export async function defaultBillingAddress(db: Db, shop: ShopContext, customerId: string): Promise<PostalAddress | null> {
  const [row] = await billingAddress(db, { tenantId: shop.tenant.key, customerId });
  if (!row) return null;
  const { id: _id, isDefault: _d, isDefaultBilling: _b, ...address } = addressViewOf(row);
  return address;
}

/** The read of defaultBillingAddress, to be read ahead (decision 0070). */
export const defaultBillingAddressAhead = (shop: ShopContext, customerId: string) =>
  billingAddress.ahead({ tenantId: shop.tenant.key, customerId });
