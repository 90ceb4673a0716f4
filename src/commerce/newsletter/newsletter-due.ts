// Who gets the newsletter on a day (ops CLI `newsletter-due`): active, not paused that day, with a brand left, and
// a send day of their frequency (newsletter-state.ts).
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { frequencyCodes } from './newsletter-input';
import { newsletterSubscribers } from './newsletter.schema';
import { isSendDay } from './newsletter-state';

export interface DueSubscriber {
  email: string;
  locale: string;
  frequency: number;
  brands: string[];
  personalised: boolean;
}

export async function dueSubscribers(db: Db, tenantId: string, day: string): Promise<DueSubscriber[]> {
  const s = newsletterSubscribers;
  const frequencies = frequencyCodes.filter((f) => isSendDay(f, day));
  const rows = await db
    .select({ email: s.email, locale: s.locale, frequency: s.frequency, brands: s.brands, personalised: s.personalised })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.status, 'active'), or(isNull(s.pausedUntil), lte(s.pausedUntil, day))))
    .orderBy(s.emailNormalized);
  return rows.filter((r) => frequencies.includes(r.frequency as (typeof frequencies)[number]) && r.brands.length > 0);
}
