// Adds an address to the customer's book or changes one of theirs. Validation is the shared schema with the
// shop's delivery countries; the first address becomes the default for delivery and billing; making one a default
// unsets that default on the other.
import { and, count, eq, ne } from 'drizzle-orm';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { addressFieldErrors, addressInputSchema } from './address-input';
import { customerAddresses } from './address.schema';
import { addressViewOf, defaultKinds, isUuid, ownAddress, ownAddresses, type AddressView, type DefaultKind } from './address-store';
import { deliveryCountriesOf } from './delivery-countries';
import { MAX_ADDRESSES_PER_CUSTOMER, type AddressFailure } from './errors';
import { lockAddressBook } from './lock-address-book';

export type SaveAddressResult = { ok: true; address: AddressView } | AddressFailure;

const notFound = { ok: false, code: 'ADDRESS_NOT_FOUND' } as const;

function parse(shop: ShopContext, input: unknown) {
  const result = addressInputSchema(deliveryCountriesOf(shop.tenant)).safeParse(input);
  const flag = (kind: DefaultKind) => typeof input === 'object' && input !== null && (input as Record<string, unknown>)[kind] === true;
  const defaults = defaultKinds.filter(flag);
  return result.success
    ? ({ ok: true, address: result.data, defaults } as const)
    : ({ ok: false, code: 'ADDRESS_INVALID', fields: addressFieldErrors(result.error) } as const);
}

async function unsetOtherDefaults(tx: Db, shop: ShopContext, customerId: string, kinds: readonly DefaultKind[], keepId?: string) {
  for (const kind of kinds)
    await tx
      .update(customerAddresses)
      .set({ [kind]: false })
      .where(
        and(
          ownAddresses(shop, customerId),
          keepId ? ne(customerAddresses.id, keepId) : undefined,
          eq(customerAddresses[kind], true),
        ),
      );
}

export async function createAddress(
  db: Db,
  shop: ShopContext,
  customerId: string,
  input: unknown,
): Promise<SaveAddressResult> {
  const parsed = parse(shop, input);
  if (!parsed.ok) return parsed;
  return db.transaction(async (tx): Promise<SaveAddressResult> => {
    if (!(await lockAddressBook(tx, shop, customerId))) return notFound;
    const [{ n }] = (await tx.select({ n: count() }).from(customerAddresses).where(ownAddresses(shop, customerId))) as [
      { n: number },
    ];
    if (n >= MAX_ADDRESSES_PER_CUSTOMER)
      return { ok: false, code: 'ADDRESS_LIMIT_REACHED', max: MAX_ADDRESSES_PER_CUSTOMER };
    const defaults = n === 0 ? defaultKinds : parsed.defaults;
    const now = shop.now();
    await unsetOtherDefaults(tx, shop, customerId, defaults);
    const [row] = await tx
      .insert(customerAddresses)
      .values({
        ...parsed.address,
        tenantId: shop.tenant.key,
        customerId,
        isDefault: defaults.includes('isDefault'),
        isDefaultBilling: defaults.includes('isDefaultBilling'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { ok: true, address: addressViewOf(row!) };
  });
}

export async function updateAddress(
  db: Db,
  shop: ShopContext,
  customerId: string,
  id: string,
  input: unknown,
): Promise<SaveAddressResult> {
  if (!isUuid(id)) return notFound;
  const parsed = parse(shop, input);
  if (!parsed.ok) return parsed;
  return db.transaction(async (tx): Promise<SaveAddressResult> => {
    if (!(await lockAddressBook(tx, shop, customerId))) return notFound;
    // Only making an address a default changes that default; an edit without the flag keeps it as it was.
    await unsetOtherDefaults(tx, shop, customerId, parsed.defaults, id);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...parsed.address, ...Object.fromEntries(parsed.defaults.map((kind) => [kind, true])), updatedAt: shop.now() })
      .where(ownAddress(shop, customerId, id))
      .returning();
    if (!row) throw new AddressNotFound();
    return { ok: true, address: addressViewOf(row) };
  }).catch((error: unknown) => {
    if (error instanceof AddressNotFound) return notFound;
    throw error;
  });
}

/** Rolls the transaction back (the other defaults stay) when the address is not this customer's. */
class AddressNotFound extends Error {}
