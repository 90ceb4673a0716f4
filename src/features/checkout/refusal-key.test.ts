import { describe, expect, it } from 'vitest';
import { addressRefusals } from '@/commerce/address-book/errors';
import { checkoutRefusals } from '@/commerce/checkout/errors';
import { locales } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { refusalKey } from './refusal-key';

const tableCodes = [...Object.keys(checkoutRefusals), ...Object.keys(addressRefusals)];

describe('refusalKey', () => {
  it.each(locales)('finds a text in %s for every code the checkout edge answers', (locale) => {
    const texts = messagesFor(locale).checkout.errors as Record<string, string>;
    for (const code of [...tableCodes, 'NETWORK', 'VOUCHER_EXPIRED', 'CUSTOMER_RATE_LIMITED']) {
      expect(texts[refusalKey(code)], `${locale} checkout.errors.${refusalKey(code)} for ${code}`).toBeTypeOf('string');
    }
  });

  it('gives every table code its own text, so a new code in a table needs its message', () => {
    for (const code of tableCodes) expect(refusalKey(code)).toBe(code);
  });

  it('reads a code outside the tables as general, even one named like an object property', () => {
    expect(refusalKey('ORDER_SOMETHING_NEW')).toBe('general');
    expect(refusalKey('constructor')).toBe('general');
  });
});
