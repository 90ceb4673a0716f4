// What the contact form shows already filled in for a logged-in customer: name, address of the default address book
// entry, e-mail, customer number and birthday. Read for the customer's own tenant only.
import { listAddresses } from '@/commerce/address-book/address-store';
import { findCustomerById } from '@/commerce/customer/customer-store';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';

export interface ContactPrefill {
  salutation?: 'female' | 'male' | 'notSpecified';
  firstName: string;
  lastName: string;
  email: string;
  customerNumber: string;
  birthday: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export async function contactPrefill(
  db: Db,
  shop: ShopContext,
  customerId: string,
): Promise<ContactPrefill | null> {
  const customer = await findCustomerById(db, shop.tenant.key, customerId);
  if (!customer) return null;
  const addresses = await listAddresses(db, shop, customerId);
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  return {
    ...(customer.salutation ? { salutation: customer.salutation } : {}),
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    customerNumber: customer.customerNumber,
    birthday: customer.dateOfBirth ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
  };
}
