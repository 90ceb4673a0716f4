// The mails of the customer context, written into the outbox with the state change they report.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { tenantBaseUrl } from '@/commerce/tenant/resolve-tenant';
import { env } from '@/platform/config/env';
import type { Db } from '@/platform/db/client';
import { enqueueMail } from '@/platform/mail/enqueue-mail';
import { linkLifetimeMs } from './customer-links';

/** Templates under `account.mail` in messages/<locale>.json. */
export type CustomerMail =
  | 'activation'
  | 'alreadyRegistered'
  | 'passwordReset'
  | 'passwordResetUnknown'
  | 'passwordChanged'
  | 'loginFailures'
  | 'emailChangeConfirm'
  | 'emailChangeRequested'
  | 'emailChanged'
  | 'emailChangeTaken'
  | 'deletionConfirm'
  | 'deletionScheduled'
  | 'deletionDone';

/** service@ the shop's own domain (www. dropped), named after the brand. */
/** The shop's mail domain: its configured host without `www.`. */
export function mailHostOf(shop: ShopContext): string {
  const { TENANT_BASE_URLS, PORT, PUBLIC_PORT } = env();
  return new URL(tenantBaseUrl(shop.tenant.key, TENANT_BASE_URLS, PUBLIC_PORT ?? PORT)).hostname.replace(/^www\./, '');
}

export function senderOf(shop: ShopContext): string {
  return `"${shop.tenant.brand}" <service@${mailHostOf(shop)}>`;
}

/** "e***@example.org": enough for the owner to recognise it, not a full address to a possibly stolen mailbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

export async function enqueueCustomerMail(
  tx: Db,
  shop: ShopContext,
  mail: {
    template: CustomerMail;
    to: string;
    firstName?: string;
    link?: string;
    customerNumber?: string;
    /** The new address of an email change, told (masked) to the old one. */
    newEmail?: string;
  },
): Promise<void> {
  const params: Record<string, string> = {
    brand: shop.tenant.brand,
    firstName: mail.firstName ?? '',
    activationHours: String(linkLifetimeMs.activation / 3_600_000),
    resetMinutes: String(linkLifetimeMs['password-reset'] / 60_000),
    linkHours: String(linkLifetimeMs['email-change'] / 3_600_000),
  };
  if (mail.newEmail) params.newEmail = maskEmail(mail.newEmail);
  if (mail.customerNumber) params.customerNumber = mail.customerNumber;
  await enqueueMail(tx, shop.tenant.key, {
    from: senderOf(shop),
    to: mail.to,
    locale: shop.locale,
    template: mail.template,
    params,
    link: mail.link,
  });
}
