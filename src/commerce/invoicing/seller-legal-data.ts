// Who issues the invoices of each shop: the organisation data SPEC §3 names without values, filled in from each
// shop's Impressum (content/<tenant>/<locale>/pages/…/impressum.json) and recorded in decision 0033. The tax label
// is the country's own word for VAT: USt (de, at), MWST/TVA (ch, by language), BTW (nl).
import type { TenantKey } from '@/commerce/tenant/tenants';
import { tenants } from '@/commerce/tenant/tenants';
import type { Language } from '@/platform/i18n/locales';

export interface SellerLegalData {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** The VAT identification number printed on every invoice (§ 14 UStG, § 11 UStG-AT, Art. 26 MWSTG, art. 35a Wet OB). */
  vatId: string;
  /** Register and court, as the business letter must name them. */
  register: string;
  management: string;
  email: string;
}

export const sellerLegalData: Record<TenantKey, SellerLegalData> = {
  de: {
    legalName: tenants.de.legalName,
    street: 'Am Warenhof 8',
    postalCode: '12681',
    city: 'Berlin',
    country: 'Deutschland',
    vatId: 'DE123456789',
    register: 'Amtsgericht Charlottenburg (Berlin), HRB 204518 B',
    management: 'Katrin Albers, Dr. Matthias Brenner',
    email: 'service@lindenberg.example',
  },
  at: {
    legalName: tenants.at.legalName,
    street: 'Warenhofgasse 8',
    postalCode: '1110',
    city: 'Wien',
    country: 'Österreich',
    vatId: 'ATU12345678',
    register: 'Handelsgericht Wien, FN 456123 k',
    management: 'Mag. Andrea Pichler, Thomas Gruber',
    email: 'service@at.lindenberg.example',
  },
  ch: {
    legalName: tenants.ch.legalName,
    street: 'Sonnmattstrasse 12',
    postalCode: '8048',
    city: 'Zürich',
    country: 'Schweiz / Suisse',
    vatId: 'CHE-123.456.789 MWST / TVA',
    register: 'Handelsregister des Kantons Zürich, UID CHE-123.456.789',
    management: 'Reto Ammann, Claudia Frei',
    email: 'service@sonnmatt.example',
  },
  nl: {
    legalName: tenants.nl.legalName,
    street: 'Magazijnweg 8',
    postalCode: '1101 AB',
    city: 'Amsterdam',
    country: 'Nederland',
    vatId: 'NL123456789B01',
    register: 'KvK 12345678',
    management: 'Sanne de Vries, Jeroen Bakker',
    email: 'klantenservice@nl.lindenberg.example',
  },
};

/** The word for VAT on the document, by shop and language. */
export function taxLabel(tenant: TenantKey, language: Language): string {
  if (tenant === 'nl') return 'BTW';
  if (tenant === 'ch') return language === 'fr' ? 'TVA' : 'MWST';
  return 'USt';
}
