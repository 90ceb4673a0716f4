// Reviews of one product in one shop, in the shop's languages, with ratings around the product's appeal (which
// is the same in every shop, so a good product is rated well everywhere).
import type { TenantKey } from '@/commerce/tenant/tenants';
import { languageOf, swissSpelling, type Locale } from '@/platform/i18n/locales';
import { DAY_MS } from './generate-offer';
import type { GeneratedProduct } from './generate-product';
import { createRng, type Rng } from './prng';
import {
  reviewClosings,
  reviewerFirstNames,
  reviewOpenings,
  reviewRemarks,
  reviewTitles,
  type Sentiment,
} from './review-phrases';

export interface GeneratedReview {
  locale: Locale;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  verified: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  status: 'published' | 'pending' | 'rejected';
  createdAt: Date;
}

export interface ReviewSummary {
  ratingAverage: number;
  ratingCount: number;
}

const INITIALS = 'ABCDEFGHIJKLMNOPRSTUVWZ';

function reviewCount(rng: Rng): number {
  if (rng.chance(0.35)) return 0;
  const [min, max] = rng.weighted([
    [[1, 3], 45],
    [[4, 9], 35],
    [[10, 25], 15],
    [[26, 60], 5],
  ] as const);
  return rng.int(min, max);
}

/** Stars around the product's quality, with the extra one-star reviews every shop knows. */
function rating(rng: Rng, quality: number): number {
  const weights = [1, 2, 3, 4, 5].map(
    (stars) => [stars, Math.exp(-((stars - quality) ** 2) / 1.4) + (stars === 1 ? 0.06 : 0)] as const,
  );
  return rng.weighted(weights);
}

function sentimentOf(stars: number): Sentiment {
  return stars >= 4 ? 'positive' : stars === 3 ? 'mixed' : 'negative';
}

function reviewLocale(tenant: TenantKey, locales: readonly Locale[], rng: Rng): Locale {
  if (tenant === 'ch') return rng.chance(0.7) ? 'de-CH' : 'fr-CH';
  return locales[0]!;
}

export function generateReviews(
  seed: string,
  tenant: TenantKey,
  locales: readonly Locale[],
  product: GeneratedProduct,
  now: Date,
): GeneratedReview[] {
  const rng = createRng(seed, 'reviews', tenant, product.index);
  // Most products are liked (reviews skew to four and five stars); a few are not.
  const quality = 3.4 + product.appeal * 1.8;
  const oldest = Math.min(product.createdDaysAgo - 1, 720);
  if (oldest < 2) return [];
  return Array.from({ length: reviewCount(rng) }, () => {
    const locale = reviewLocale(tenant, locales, rng);
    const language = languageOf(locale);
    const stars = rating(rng, quality);
    const sentiment = sentimentOf(stars);
    const parts = [
      rng.pick(reviewOpenings[sentiment]),
      ...rng.sample(reviewRemarks[product.department][sentiment], rng.int(1, 2)),
    ];
    if (rng.chance(0.4)) parts.push(rng.pick(reviewClosings[sentiment]));
    const local = (text: string) => (locale === 'de-CH' ? swissSpelling(text) : text);
    const status = rng.weighted([
      ['published', 94],
      ['pending', 4],
      ['rejected', 2],
    ] as const);
    const published = status === 'published';
    return {
      locale,
      rating: stars,
      title: local(rng.pick(reviewTitles[sentiment])[language]),
      body: local(parts.map((part) => part[language]).join(' ')),
      authorName: `${rng.pick(reviewerFirstNames[locale])} ${INITIALS[rng.int(0, INITIALS.length - 1)]}.`,
      verified: rng.chance(0.75),
      helpfulCount: published && rng.chance(0.5) ? rng.int(1, 25) : 0,
      notHelpfulCount: published && rng.chance(0.3) ? rng.int(1, 4) : 0,
      status,
      createdAt: new Date(now.getTime() - rng.int(1, oldest) * DAY_MS + rng.int(8 * 3600, 22 * 3600) * 1000),
    };
  });
}

/** Average and count over the published reviews only; pending and rejected ones do not count. */
export function summarizeReviews(
  reviews: readonly Pick<GeneratedReview, 'rating' | 'status'>[],
): ReviewSummary {
  const published = reviews.filter((review) => review.status === 'published');
  if (published.length === 0) return { ratingAverage: 0, ratingCount: 0 };
  const sum = published.reduce((total, review) => total + review.rating, 0);
  return { ratingAverage: Math.round((sum / published.length) * 100) / 100, ratingCount: published.length };
}
