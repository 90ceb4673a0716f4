import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseShopContext } from '@/commerce/tenant/shop-context';
import { routeAlternates } from '@/features/seo/alternates';
import { notFound } from 'next/navigation';

interface Props {
  params: Promise<{ tenant: string; locale: string }>;
}

export const revalidate = 15;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale } = await params;
  const shop = parseShopContext(tenant, locale);
  if (!shop) return {};
  return { alternates: routeAlternates(shop.tenant.key, shop.locale, '/') };
}

export default async function HomePage({ params }: Props) {
  const { tenant, locale } = await params;
  const shop = parseShopContext(tenant, locale);
  if (!shop) notFound();
  setRequestLocale(shop.locale);
  const t = await getTranslations('home');
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold">{t('heading', { brand: shop.tenant.brand })}</h1>
    </div>
  );
}
