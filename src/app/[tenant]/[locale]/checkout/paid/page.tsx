import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { providerMethods } from '@/commerce/kernel/payment-method';
import { offersProviderMethod } from '@/commerce/payment/offers-provider-method';
import { guardCheckout } from '@/features/checkout/checkout-guard';
import { checkoutNamespaces } from '@/features/checkout/checkout-frame';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { PaidView } from '@/features/checkout/paid-view';
import { ClientMessages } from '@/features/shared/page/client-messages';
import type { ShopParams } from '@/features/shared/page/page-shop';
import { FocusStepHeading } from '@/features/checkout/focus-step-heading';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'paid');
}

// /kasse/bezahlt/?attempt=…: back from the payment provider's page.
export default async function Page({
  params,
  searchParams,
}: {
  params: ShopParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { shop, links } = await guardCheckout(params, 'done');
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout' });
  const attempt = (await searchParams).attempt;
  return (
    <ClientMessages locale={shop.locale} namespaces={checkoutNamespaces}>
      <section aria-labelledby="checkout-step-heading" className="flex max-w-[720px] flex-col gap-2">
        <h1 id="checkout-step-heading" tabIndex={-1} className="text-2xl font-bold">
          {t('paid.title')}
        </h1>
        <FocusStepHeading />
        <PaidView
          attemptId={typeof attempt === 'string' && attempt ? attempt : null}
          links={links}
          methods={providerMethods.filter((m) => offersProviderMethod(shop, m))}
        />
      </section>
    </ClientMessages>
  );
}
