import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { checkoutLinks } from '@/features/checkout/checkout-routes';
import { checkoutMetadata } from '@/features/checkout/checkout-metadata';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { FocusStepHeading } from '@/features/checkout/focus-step-heading';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  return checkoutMetadata(params, 'notice');
}

/** Reasons with their own text; anything else reads as the general one (the query is the shopper's to change). */
const reasons = ['CHECKOUT_CREDIT_DECLINED', 'CREDIT_DECLINED', 'AMOUNT_OUT_OF_RANGE', 'CHECKOUT_NO_PAYMENT_METHOD'] as const;

// /kasse/hinweis?reason=…: why no order is possible now, and the ways forward.
export default async function Page({
  params,
  searchParams,
}: {
  params: ShopParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const shop = await pageShop(params);
  const links = checkoutLinks(shop);
  const t = await getTranslations({ locale: shop.locale, namespace: 'checkout.notice' });
  const raw = (await searchParams).reason;
  const reason = reasons.find((r) => r === raw);
  const key = reason === 'CHECKOUT_CREDIT_DECLINED' || reason === 'CREDIT_DECLINED' ? 'creditDeclined' : reason === 'AMOUNT_OUT_OF_RANGE' ? 'amountOutOfRange' : 'general';
  const button = 'inline-flex min-h-6 items-center justify-center rounded px-3 py-1 font-bold no-underline';
  return (
    <section aria-labelledby="checkout-step-heading" className="flex max-w-prose flex-col gap-2">
      <h1 id="checkout-step-heading" tabIndex={-1} className="text-2xl font-bold">
        {t('title')}
      </h1>
      <FocusStepHeading />
      <p>{t(`reasons.${key}`)}</p>
      <h2 className="text-lg font-bold">{t('waysHeading')}</h2>
      <ul className="list-disc pl-3">
        <li>{t('wayBasket')}</li>
        <li>{t('wayContact')}</li>
      </ul>
      <div className="flex flex-wrap gap-1">
        <a href={links.basket} className={`${button} bg-brand text-on-brand`}>
          {t('toBasket')}
        </a>
        <a href={links.contact} className={`${button} border border-line text-ink`}>
          {t('toContact')}
        </a>
      </div>
    </section>
  );
}
