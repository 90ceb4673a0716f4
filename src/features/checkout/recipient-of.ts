// The customer's own name as the default recipient of a parcel-shop delivery.
import type { Salutation } from '@/commerce/kernel/postal-address';
import type { CustomerProfile } from '@/commerce/customer/customer-store';

export function recipientOf(customer: CustomerProfile): { salutation: Salutation; firstName: string; lastName: string } {
  return {
    salutation: (customer.salutation ?? 'notSpecified') as Salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
  };
}
