import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readPaymentAttempt, type AttemptReader } from '@/commerce/payment/read-payment-attempt';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { pageVisitor } from '@/features/shared/page/page-visitor';
import { PaylinkResultView, type PaylinkResult } from '@/features/paylink/paylink-result-view';
import { getDb } from '@/platform/db/database';
import { buildPath } from '@/platform/routing/router';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'paylink' });
  return { title: t('resultTitle'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** The link's holder (token) may read its attempt; without a token, the logged-in owner may. */
async function readerOf(params: ShopParams, token: string | null): Promise<AttemptReader | null> {
  if (token) return { kind: 'paylink', token };
  const { current } = await pageVisitor(params);
  return current.level === 'anonymous' ? null : { kind: 'customer', customerId: current.customer.id };
}

// /paylink/returning-success/?token=…&attempt=…: back from the payment provider's page.
export default async function PaylinkReturnPage({
  params,
  searchParams,
}: {
  params: ShopParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'paylink' });
  const query = await searchParams;
  const token = typeof query.token === 'string' && query.token ? query.token : null;
  const attemptId = typeof query.attempt === 'string' ? query.attempt : '';
  const reader = await readerOf(params, token);
  const view = reader ? await readPaymentAttempt(await getDb(), shop, attemptId, reader) : null;
  const result: PaylinkResult | null = view
    ? {
        status: view.status,
        amount: view.amount,
        ...(view.orderNumber ? { orderNumber: view.orderNumber } : {}),
      }
    : null;
  const path = (key: '/paylink' | '/paylink/returning-success' | '/') =>
    buildPath(key, shop.locale, shop.tenant.locales);
  const withQuery = (base: string, values: Record<string, string>) =>
    `${base}?${new URLSearchParams(values).toString()}`;
  return (
    <section aria-labelledby="paylink-result-heading" className="flex max-w-[720px] flex-col gap-2">
      <h1 id="paylink-result-heading" className="text-2xl font-bold">
        {t('resultTitle')}
      </h1>
      <PaylinkResultView
        result={result}
        links={{
          paylink: token ? withQuery(path('/paylink'), { token }) : null,
          refresh: withQuery(path('/paylink/returning-success'), {
            ...(token ? { token } : {}),
            attempt: attemptId,
          }),
          home: path('/'),
        }}
      />
    </section>
  );
}
