// /ops/vitals: the operators' web-vitals dashboard (decision 0036), behind the operator login from the configuration.
// Its own route in the layout without the shop's shell: the shop's pages carry none of its code.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OperatorLoginForm } from '@/features/ops/operator-login-form';
import { parseVitalsFilter, VitalsDashboard } from '@/features/ops/vitals-dashboard';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { operatorConfigured, operatorCookie, verifyOperatorSession } from '@/platform/auth/operator-session';
import { getDb } from '@/platform/db/database';
import { vitalsReport } from '@/platform/telemetry/web-vitals-report';

export const dynamic = 'force-dynamic';

type Query = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: ShopParams }): Promise<Metadata> {
  const shop = await pageShop(params);
  const t = await getTranslations({ locale: shop.locale, namespace: 'ops' });
  return { title: t('title') };
}

export default async function VitalsDashboardPage({ params, searchParams }: { params: ShopParams; searchParams: Query }) {
  const shop = await pageShop(params);
  if (!operatorConfigured()) notFound();
  const t = await getTranslations({ locale: shop.locale, namespace: 'ops' });
  if (!verifyOperatorSession((await cookies()).get(operatorCookie)?.value, new Date())) {
    const keys = ['loginTitle', 'user', 'password', 'login', 'loginFailed', 'loginError'] as const;
    return <OperatorLoginForm texts={Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<(typeof keys)[number], string>} />;
  }
  const filter = parseVitalsFilter(await searchParams);
  const report = await vitalsReport(await getDb(), new Date(), filter);
  return <VitalsDashboard report={report} filter={filter} locale={shop.locale} />;
}
