// Stars for a rating average: drawn for the eye, one sentence for screen readers ("4,3 von 5 Sternen, 12 Bewertungen").
import { useLocale, useTranslations } from 'next-intl';
import { formatRatingAverage } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

export function StarRating({ average, count }: { average: number; count: number }) {
  const t = useTranslations('listing');
  const locale = useLocale() as Locale;
  const shown = formatRatingAverage(average, locale);
  const filled = `${Math.min(100, Math.max(0, (average / 5) * 100))}%`;
  return (
    <p className="flex items-center gap-0.5 text-sm">
      <span role="img" aria-label={t('rating', { average: shown, count })} className="stars">
        <span aria-hidden="true" className="text-muted">
          ☆☆☆☆☆
        </span>
        <span aria-hidden="true" className="stars-filled" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className="text-muted">
        {`${shown} (${count})`}
      </span>
    </p>
  );
}
