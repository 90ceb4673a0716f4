// The step from pending to active, shared by the confirmation link and a shop without double opt-in: the consent
// is logged, and the welcome mail goes out with the personal 15 % code the first time this address is ever active.
import { issueWelcomeVoucher } from '@/commerce/promotion/issue-welcome-voucher';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import { enqueueNewsletterMail, unsubscribeLinks } from './newsletter-mails';
import type { SubscriberRow } from './newsletter.schema';
import { recordConsent, updateSubscriber } from './newsletter-store';

export async function activateSubscriber(
  tx: Db,
  shop: ShopContext,
  linkKey: Buffer,
  row: SubscriberRow,
  source: string,
  now: Date,
): Promise<SubscriberRow> {
  // The code is written once per address and kept when it leaves: subscribing again never yields a second one.
  const firstTime = row.welcomeVoucherCode === null;
  const voucherCode = firstTime ? await issueWelcomeVoucher(tx, shop, now, row.email) : null;
  const active = await updateSubscriber(
    tx,
    row,
    {
      status: 'active',
      confirmNonce: null,
      confirmedAt: now,
      ...(voucherCode ? { welcomeVoucherCode: voucherCode } : {}),
    },
    now,
  );
  await recordConsent(tx, active, 'confirmed', source, now);
  await enqueueNewsletterMail(tx, shop, {
    template: voucherCode ? 'welcome' : 'welcomeBack',
    to: active.email,
    locale: active.locale,
    ...(voucherCode ? { voucherCode } : {}),
    unsubscribe: unsubscribeLinks(shop, linkKey, active, now),
  });
  return active;
}
