// The newsletter's mails, written into the outbox with the state change they report. Mails about the newsletter
// itself (welcome, and every issue) carry the unsubscribe page and the RFC 8058 one-click URL.
import { senderOf } from '@/commerce/customer/customer-mails';
import { inLocaleOf, type ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { enqueueMail } from '@/platform/mail/enqueue-mail';
import { linkLifetimeMs, manageUrl, oneClickUrl, signLink } from './newsletter-links';
import type { SubscriberRow } from './newsletter.schema';

/** Templates under `newsletter.mail` in messages/<locale>.json. */
export type NewsletterMail =
  | 'confirm'
  | 'alreadySubscribed'
  | 'welcome'
  | 'welcomeBack'
  | 'manageLink'
  | 'noSubscription';

/** The signed unsubscribe link of a newsletter mail, as page and one-click URL. */
export function unsubscribeLinks(shop: ShopContext, key: Buffer, subscriber: Pick<SubscriberRow, 'id'>, now: Date) {
  const token = signLink(key, {
    tenant: shop.tenant.key,
    subscriberId: subscriber.id,
    purpose: 'manage',
    expiresAt: new Date(now.getTime() + linkLifetimeMs.manageInNewsletter),
  });
  return { page: manageUrl(shop, token), oneClick: oneClickUrl(shop, token) };
}

export async function enqueueNewsletterMail(
  tx: Db,
  shop: ShopContext,
  mail: {
    template: NewsletterMail;
    to: string;
    /** The subscriber's language when known, else the shop's. */
    locale?: string;
    link?: string;
    voucherCode?: string;
    unsubscribe?: { page: string; oneClick: string };
  },
): Promise<void> {
  const inLocale = inLocaleOf(shop, mail.locale);
  const params: Record<string, string> = {
    brand: shop.tenant.brand,
    confirmHours: String(linkLifetimeMs.confirm / 3_600_000),
    manageHours: String(linkLifetimeMs.manageOnRequest / 3_600_000),
  };
  if (mail.voucherCode) params.voucherCode = mail.voucherCode;
  await enqueueMail(tx, shop.tenant.key, {
    from: senderOf(inLocale),
    to: mail.to,
    locale: inLocale.locale,
    catalog: 'newsletter',
    template: mail.template,
    params,
    ...(mail.link ? { link: mail.link } : {}),
    ...(mail.unsubscribe ? { unsubscribe: mail.unsubscribe } : {}),
  });
}
