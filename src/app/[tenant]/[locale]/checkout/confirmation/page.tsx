import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardCheckout } from '@/features/checkout/checkout-guard';
import { checkoutNamespaces } from '@/features/checkout/checkout-frame';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { ConfirmationView } from '@/features/checkout/confirmation-view';
import { FocusStepHeading } from '@/features/checkout/focus-step-heading';
import { GuestAccountOffer } from '@/features/checkout/guest-account-offer';
import { ClientMessages } from '@/features/shared/page/client-messages';
import type { ShopParams } from '@/features/shared/page/page-shop';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'confirmation');
}

// /kasse/auftrag?order=…: the confirmation of a placed order (its owner only: the order endpoint checks).
export default async function Page({
  params,
  searchParams,
}: {
  params: ShopParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { shop, links, customer } = await guardCheckout(params, 'done');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  const order = (await searchParams).order;
  return (
    <ClientMessages locale={shop.locale} namespaces={checkoutNamespaces}>
      <section aria-labelledby="checkout-step-heading" className="flex max-w-[720px] flex-col gap-2">
        <h1 id="checkout-step-heading" tabIndex={-1} className="text-2xl font-bold">
          {t('confirmation.title')}
        </h1>
        <FocusStepHeading />
        <ConfirmationView orderNumber={typeof order === 'string' && order ? order : null} links={links} confetti={shop.tenant.flags.confetti} />
        {customer.guest && <GuestAccountOffer />}
      </section>
    </ClientMessages>
  );
}
