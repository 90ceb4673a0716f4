// Shared words of the commerce contexts: a postal address as the address book keeps it, an order copies it and a
// parcel shop or a checkout step names it.

export type CountryCode = 'DE' | 'AT' | 'CH' | 'NL';

export type Salutation = 'female' | 'male' | 'notSpecified';

/** A postal address as the address book keeps it and an order copies it. */
export interface PostalAddress {
  salutation: Salutation;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  /** Address line 2 (c/o, floor); empty when not given. */
  addition: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}
