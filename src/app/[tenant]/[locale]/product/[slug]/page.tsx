import { PromotionBanners } from '@/features/content/promotion-banners';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { allBraSizes } from '@/commerce/catalog/bra-size';
import { colourName, colours } from '@/commerce/catalog/colours';
import { getProductDetail } from '@/commerce/catalog/get-product-detail';
import { productSlugParam, skuFromSlugParam } from '@/commerce/catalog/product-url';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ProductPurchaseWithBasket } from '@/features/basket/product-purchase-with-basket';
import { quoteInstalments } from '@/commerce/financing/quote-instalments';
import { InstalmentCalculator } from '@/features/financing/instalment-calculator';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { pageShop, type ShopParams } from '@/features/shared/page/page-shop';
import { LazyRecommendationSlot } from '@/features/recommendations/lazy-recommendation-slot';
import { ProductReviews } from '@/features/reviews/product-reviews';
import { PriceBlock } from '@/features/product/price-block';
import { Breadcrumb } from '@/features/listing/breadcrumb';
import { categoryCrumb, homeCrumb } from '@/features/listing/load-category-listing';
import { ProductGallery } from '@/features/product/product-gallery';
import { ChosenColourProvider } from '@/features/product/chosen-colour';
import { initialColour } from '@/features/product/initial-colour';
import { ProductJsonLd } from '@/features/product/product-json-ld';
import { TrackEvent } from '@/features/shared/analytics/track-event';
import { ecommerceOf, ga4Item } from '@/features/shared/analytics/data-layer';
import { absoluteUrl, tenantOrigin } from '@/features/shared/seo/alternates';
import { cacheTags } from '@/platform/cache/cache-tags';
import { tagCachedPage } from '@/platform/cache/tag-cached-page';
import { env } from '@/platform/config/env';
import { getDb } from '@/platform/db/database';
import { languageOf } from '@/platform/i18n/locales';
import { formatRatingAverage } from '@/platform/i18n/format';
import { buildPath } from '@/platform/routing/router';

type Params = Awaited<ShopParams> & { slug: string };

/** Rendered on first request, then served from the cache and revalidated (nothing is built at `next build`). */
export function generateStaticParams() {
  return [];
}

/** The time-based fallback; a change of price, stock or the product revalidates its tag at once. */
export const revalidate = 60;

/** The product of a request, read once for generateMetadata and the page (pageShop hands both the same shop). */
const loadProduct = cache(async (shop: ShopContext, slugParam: string) => {
  const sku = skuFromSlugParam(slugParam);
  if (!sku) return null;
  await tagCachedPage(cacheTags.product(sku));
  return getProductDetail(await getDb(), shop, sku);
});

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const shop = await pageShop(params);
  const product = await loadProduct(shop, (await params).slug);
  if (!product) return {};
  const t = await getTranslations('product');
  const languages = Object.fromEntries(
    shop.tenant.locales
      .filter((l) => product.slugs[l])
      .map((l) => [
        l,
        absoluteUrl(shop.tenant.key, l, '/product/[slug]', {
          slug: productSlugParam(product.slugs[l]!, product.sku),
        }),
      ]),
  );
  return {
    title: t('title', { name: product.name, brand: product.brand }),
    description: product.description.slice(0, 155),
    alternates: {
      canonical: absoluteUrl(shop.tenant.key, shop.locale, '/product/[slug]', {
        slug: productSlugParam(product.slug, product.sku),
      }),
      languages,
    },
  };
}

export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const shop = await pageShop(params);
  const { slug } = await params;
  const product = await loadProduct(shop, slug);
  if (!product) notFound();
  const canonicalSlug = productSlugParam(product.slug, product.sku);
  if (slug !== canonicalSlug)
    permanentRedirect(
      buildPath('/product/[slug]', shop.locale, shop.tenant.locales, { slug: canonicalSlug }),
    );

  const t = await getTranslations('product');
  const tListing = await getTranslations('listing');
  const language = languageOf(shop.locale);
  const href = (key: Parameters<typeof buildPath>[0], p?: Parameters<typeof buildPath>[3]) =>
    buildPath(key, shop.locale, shop.tenant.locales, p);
  const delivery = (d: (typeof product.variants)[number]['delivery']) =>
    d ? t('delivery', { min: d.minDays, max: d.maxDays }) : t('noDeliveryStatement');
  const images = product.images.map((image, i) => ({
    src: image.path,
    width: image.width,
    height: image.height,
    colour: image.colour,
    alt: t('image', { name: product.name, index: i + 1, count: product.images.length }),
  }));

  const bra = allBraSizes(product.variants.flatMap((v) => (v.size ? [v.size] : [])));

  return (
    <ClientMessages
      locale={shop.locale}
      // On top of the layout's (toast, errors, wishlist, basket's client texts, recommendations).
      namespaces={['financing', 'reviews', ...(bra ? (['braSizeFinder'] as const) : [])]}
    >
      <div className="flex flex-col gap-3">
        <TrackEvent
          event="view_item"
          ecommerce={ecommerceOf(product.price.currency, [
            ga4Item({ sku: product.sku, name: product.name, brand: product.brand, category: product.category?.name, price: product.price, struckPrice: product.struckPrice }),
          ])}
        />
        <ProductJsonLd
          product={product}
          url={absoluteUrl(shop.tenant.key, shop.locale, '/product/[slug]', { slug: canonicalSlug })}
          imageBase={tenantOrigin(shop.tenant.key)}
        />
        {/* The listing's breadcrumb (one landmark name, and the BreadcrumbList for search engines). */}
        <Breadcrumb
          label={tListing('breadcrumb')}
          crumbs={[
            homeCrumb(shop, t('home')),
            ...(product.category ? [categoryCrumb(shop, product.category)] : []),
            {
              name: product.name,
              href: href('/product/[slug]', { slug: canonicalSlug }),
              url: absoluteUrl(shop.tenant.key, shop.locale, '/product/[slug]', { slug: canonicalSlug }),
            },
          ]}
        />
        <PromotionBanners shop={shop} target={{ placement: 'product', categories: product.category?.slugPath.split('/') ?? [] }} />
        <ChosenColourProvider initial={initialColour(product.variants)}>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            <ProductGallery
              images={images}
              label={t('gallery')}
              thumbLabels={images.map((_, i) => t('showImage', { index: i + 1, count: images.length }))}
            />
            <div className="flex flex-col gap-2">
              <p className="font-semibold text-muted">{product.brand}</p>
              <h1 className="text-2xl font-bold">{product.name}</h1>
              <p className="text-sm text-muted">
                {product.rating.count > 0
                  ? t('rating', {
                      average: formatRatingAverage(product.rating.average, shop.locale),
                      count: product.rating.count,
                    })
                  : t('noRating')}
              </p>
              <PriceBlock prices={product} locale={shop.locale} />
              <ProductPurchaseWithBasket
                product={{ sku: product.sku, name: product.name }}
                braSizeFinder={bra}
                variants={product.variants.map((v) => ({
                  variantSku: v.variantSku,
                  size: v.size,
                  colour: v.colour,
                  colourName: v.colour ? colourName(v.colour, language) : null,
                  colourHex: v.colour ? colours[v.colour].hex : null,
                  available: v.available,
                  delivery: v.available ? delivery(v.delivery) : t('notAvailable'),
                }))}
                labels={{
                  size: t('size'),
                  colour: t('colour'),
                  chooseVariant: t('chooseVariant'),
                  soldOut: t('soldOut'),
                  addToBasket: t('addToBasket'),
                }}
              />
              {product.bulky && <p className="text-sm">{t('bulky')}</p>}
              <InstalmentCalculator quote={quoteInstalments(shop, product.price)} />
              <p className="text-sm">{t('warranty')}</p>
              <p className="text-sm text-muted">{t('articleNumber', { sku: product.sku })}</p>
            </div>
          </div>
        </ChosenColourProvider>
        <section aria-labelledby="product-description" className="max-w-prose">
          <h2 id="product-description" className="mb-1 text-xl font-bold">
            {t('description')}
          </h2>
          <p>{product.description}</p>
        </section>
        <LazyRecommendationSlot slot="detail-view" sku={product.sku} />
        {Object.keys(product.details).length > 0 && (
          <section aria-labelledby="product-details">
            <h2 id="product-details" className="mb-1 text-xl font-bold">
              {t('details')}
            </h2>
            <dl className="grid max-w-prose grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              {Object.entries(product.details).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <ProductReviews sku={product.sku} productName={product.name} gatewayUrl={env().GATEWAY_URL} />
      </div>
    </ClientMessages>
  );
}
