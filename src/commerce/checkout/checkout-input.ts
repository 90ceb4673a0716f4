// The checkout forms' rules, shared by the browser and the server. Messages are stable codes (messages
// `checkout.validation.<CODE>`): REQUIRED is SPEC §5's 'Bitte angeben!'.
import { z } from 'zod';
import { personName, salutations } from '@/commerce/address-book/address-input';
import { isPlausibleBirthDate } from '@/commerce/customer/customer-input';
import { paymentMethods } from '@/commerce/kernel/payment-method';

const issue = (code: string) => ({ message: code });

export const addressDeliverySchema = z.object({
  addressId: z.string(issue('REQUIRED')).min(1, issue('REQUIRED')).max(64),
  option: z.enum(['standard', 'express'], issue('REQUIRED')).default('standard'),
});

/** Who collects a parcel-shop delivery: the delivery step's recipient form validates with this very object. */
export const recipientSchema = z.object({
  salutation: z.enum(salutations, issue('REQUIRED')),
  firstName: personName,
  lastName: personName,
});
export type RecipientInput = z.input<typeof recipientSchema>;

export const parcelShopDeliverySchema = z.object({
  parcelShopId: z.string(issue('REQUIRED')).min(1, issue('REQUIRED')).max(32),
  recipient: recipientSchema,
});

/** A body naming a parcel shop is a parcel-shop delivery; anything else is read as an address delivery. */
export const deliveryInputSchema = (input: unknown) =>
  typeof input === 'object' && input !== null && 'parcelShopId' in input ? parcelShopDeliverySchema : addressDeliverySchema;

export const paymentInputSchema = z.object({
  method: z.enum(paymentMethods, issue('REQUIRED')),
  months: z.number().int().min(1).max(120).optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** The rate protection form (Ratenschutz). Age limits are checked against today by the use case. */
export const protectionFormSchema = z.object({
    employment: z.enum(['employed', 'self-employed', 'retired', 'other'], issue('REQUIRED')),
    dateOfBirth: z
      .string(issue('REQUIRED'))
      .trim()
      .min(1, issue('REQUIRED'))
      .refine((v) => isPlausibleBirthDate(v), issue('DATE_INVALID')),
    cover: z.enum(['basic', 'full'], issue('REQUIRED')),
  acceptTerms: z.literal(true, issue('TERMS_REQUIRED')),
});

/** `{ declined: true }` says no to the protection; anything else is read as the form. */
export const isProtectionDecline = (input: unknown) =>
  typeof input === 'object' && input !== null && (input as { declined?: unknown }).declined === true;

export const premiumInputSchema = z.object({ take: z.boolean(issue('REQUIRED')) });

/** Field → first code (nested fields by their own name: recipient.firstName → firstName). */
export function fieldCodes(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of error.issues) fields[String(i.path[i.path.length - 1] ?? '_')] ??= i.message;
  return fields;
}

export const protectionDeclineSchema = z.object({ declined: z.literal(true) });
/** Both answers in one schema (the form is `.options[1]`). */
export const protectionInputSchema = z.union([protectionDeclineSchema, protectionFormSchema]);
