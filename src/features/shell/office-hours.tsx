// Both readings of the opening hours (SPEC §1), as customer-service and order-line hours.
import { getTranslations } from 'next-intl/server';
import { hoursLines, type DaySpan } from '@/commerce/tenant/office-hours';
import type { HoursRule } from '@/commerce/tenant/tenants';
import { dateTimeFormat } from '@/platform/i18n/format';
import type { Locale } from '@/platform/i18n/locales';

// 2024-01-07 was a Sunday: day d of the week is 2024-01-(7 + d).
const weekday = (day: number, locale: Locale) =>
  dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));

export async function OfficeHours({ title, rules, locale }: { title: string; rules: HoursRule[]; locale: Locale }) {
  const t = await getTranslations('hours');
  const days = (span: DaySpan) =>
    span.kind === 'daily'
      ? t('daily')
      : span.kind === 'single'
        ? weekday(span.day, locale)
        : t('range', { from: weekday(span.from, locale), to: weekday(span.to, locale) });
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
        {hoursLines(rules).map((line) => (
          <div key={`${line.opens}-${JSON.stringify(line.days)}`} className="contents">
            <dt>{days(line.days)}</dt>
            <dd className="whitespace-nowrap">{t('time', { opens: line.opens, closes: line.closes })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
