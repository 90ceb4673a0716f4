// Automatic promotions: a percentage on the goods of a category (and the categories below it) for a period, with
// no code. The loader passes only those running now. They run before codes; a line gets at most one, the best for
// the shopper, and goods already reduced (struck price) get none.
import { percentOf } from '@/commerce/pricing/money-math';
import type { PriceProcessor } from '@/commerce/pricing/price-types';
import type { Language } from '@/platform/i18n/locales';

export interface CategoryPromotion {
  id: string;
  title: Record<Language, string>;
  percentBp: number;
  categoryId: string;
}

export function categoryPromotionProcessor(promotions: readonly CategoryPromotion[]): PriceProcessor {
  return {
    stage: 'line',
    process(calculation) {
      const perPromotion = new Map<CategoryPromotion, Map<string, number>>();
      for (const line of calculation.lines) {
        if (line.struckUnitAmount !== null) continue;
        const best = promotions
          .filter((p) => line.categoryIds.includes(p.categoryId))
          .reduce<CategoryPromotion | null>((a, b) => (a && a.percentBp >= b.percentBp ? a : b), null);
        if (!best) continue;
        const amounts = perPromotion.get(best) ?? new Map<string, number>();
        amounts.set(line.key, percentOf(line.netAmount, best.percentBp, calculation.currency));
        perPromotion.set(best, amounts);
      }
      for (const [promotion, amounts] of perPromotion) {
        calculation.discountLines({ kind: 'automatic', id: promotion.id, title: promotion.title }, amounts);
      }
    },
  };
}
