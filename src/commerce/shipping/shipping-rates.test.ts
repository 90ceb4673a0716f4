// The shipping config and the figures the content promises must not drift apart (docs/content.md, banners, USP bar).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenants, tenantKeys } from '@/commerce/tenant/tenants';
import { shippingRates } from './shipping-rates';

/** "5,95 €", "CHF 7.90", "CHF 99.–", "€ 50", "+ 9,95 €" → minor units. */
function minorUnits(text: string): number {
  const match = /(\d+)(?:[.,](\d{2}))?/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]) * 100 + Number(match[2] ?? 0);
}

const root = process.cwd();

describe('shipping rates', () => {
  it('match the table of promised figures in docs/content.md', () => {
    const doc = readFileSync(path.join(root, 'docs/content.md'), 'utf8');
    for (const tenant of tenantKeys) {
      const row = doc.split('\n').find((line) => new RegExp(`^\\s*\\|\\s*${tenant}\\s*\\|`).test(line));
      expect(row, tenant).toBeDefined();
      const [, standard, freeFrom, express, freight, parcels] = row!
        .split('|')
        .map((cell) => cell.trim())
        .filter((c, i) => i > 0 || c);
      const rates = shippingRates[tenant];
      expect(rates.currency, tenant).toBe(tenants[tenant].currency);
      expect(
        {
          standard: minorUnits(standard!),
          freeFrom: minorUnits(freeFrom!),
          express: minorUnits(express!),
          freight: minorUnits(freight!),
        },
        tenant,
      ).toEqual({
        standard: rates.standardAmount,
        freeFrom: rates.freeFromAmount,
        express: rates.expressAmount,
        freight: rates.freightAmount,
      });
      expect(parcels, tenant).toContain(`${rates.parcelDays.min}–${rates.parcelDays.max}`);
    }
  });

  it('match the free-shipping value the banners and the USP bar name in every locale', () => {
    for (const tenant of tenantKeys) {
      for (const locale of tenants[tenant].locales) {
        const read = (file: string) => readFileSync(path.join(root, 'content', tenant, locale, file), 'utf8');
        const banners = JSON.parse(read('banners.json')) as {
          banners: { id: string; text: (string | { text: string })[] }[];
        };
        const banner = banners.banners.find((b) => b.id === 'free-shipping');
        const strong = banner?.text.find((part): part is { text: string } => typeof part !== 'string');
        expect(minorUnits(strong!.text), `${tenant}/${locale} banner`).toBe(
          shippingRates[tenant].freeFromAmount,
        );
        const usp = JSON.parse(read('usp.json')) as { items: { text: string; detail?: string }[] };
        expect(minorUnits(usp.items[0]!.text), `${tenant}/${locale} usp`).toBe(
          shippingRates[tenant].freeFromAmount,
        );
        if (usp.items[0]!.detail)
          expect(minorUnits(usp.items[0]!.detail), `${tenant}/${locale} usp fee`).toBe(
            shippingRates[tenant].standardAmount,
          );
      }
    }
  });
});
