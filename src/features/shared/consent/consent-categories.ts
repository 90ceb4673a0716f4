// Consent categories as the consent banner records them, named by their group codes (SPEC §4: marketing is C0004).
import { identityCookies } from '@/platform/auth/login-state';
import { parseCookies } from '@/platform/http/cookie-header';

export const consentCategories = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** C0001 strictly necessary, C0002 statistics/performance, C0003 functional, C0004 marketing (targeting). */
export const consentPurpose: Record<
  ConsentCategory,
  'necessary' | 'performance' | 'functional' | 'marketing'
> = {
  C0001: 'necessary',
  C0002: 'performance',
  C0003: 'functional',
  C0004: 'marketing',
};

/** SPEC §9: the consent cookie lasts one year. */
export const consentCookieDays = 365;
export const consentChangedEvent = 'sf:consent-changed';

/** The categories the shopper accepted, read from the banner's cookie; empty before any decision. */
export function acceptedCategories(cookieHeader: string): ConsentCategory[] {
  const raw = parseCookies(cookieHeader)[identityCookies.consent];
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as { categories?: unknown; consentId?: unknown };
    if (typeof value.consentId !== 'string' || !Array.isArray(value.categories)) return [];
    return consentCategories.filter((c) => (value.categories as unknown[]).includes(c));
  } catch {
    return [];
  }
}
