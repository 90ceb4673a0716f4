// Stars for a rating average: drawn for the eye, one sentence for screen readers ("4,3 von 5 Sternen, 12 Bewertungen").
import { useLocale, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { formatRatingAverage } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

export function StarRating({ average, count }: { average: number; count: number }) {
  const t = useTranslations('listing');
  const locale = useLocale() as Locale;
  const shown = formatRatingAverage(average, locale);
  // The filled stars' share, to a tenth of a per cent (a 4,31 average is 86.2 %, not 86.19999999999999 %).
  const filled = `${Math.round(Math.min(100, Math.max(0, (average / 5) * 100)) * 10) / 10}%`;
  return (
    <p className="rating">
      {/* The stars themselves are drawn by the stylesheet (.stars): one element per rating on a listing of 24. */}
      <span
        role="img"
        aria-label={t('rating', { average: shown, count })}
        className="stars"
        style={{ '--filled': filled } as CSSProperties}
      />
      <span aria-hidden="true" className="text-muted">
        {`${shown} (${count})`}
      </span>
    </p>
  );
}
