// @vitest-environment happy-dom
// My vouchers, called as the async server component it is: value, conditions, validity and the two buttons of a
// valid voucher; the voucher load failure message when the content cannot be read (the vouchers still listed).
import { fireEvent, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerVoucher } from '@/commerce/promotion/customer-vouchers';
import { shopContext } from '@/commerce/tenant/shop-context';
import { messagesFor } from '@/platform/i18n/messages';
import { renderWithIntl } from '../../../tests/support/render-with-intl';

const content = vi.hoisted(() => ({ info: null as unknown }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'de-DE'; namespace: 'accountPages' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));
vi.mock('@/platform/db/database', () => ({ getDb: async () => ({}) }));
vi.mock('@/commerce/customer/customer-store', () => ({ findCustomerById: async () => ({ id: 'c', email: 'e@example.org' }) }));
vi.mock('@/commerce/content/vouchers', () => ({ loadVoucherInfo: async () => content.info }));
const voucher = (over: Partial<CustomerVoucher>): CustomerVoucher => ({
  code: 'GS-ABCDEFGH',
  kind: 'fixed',
  percentBp: null,
  amount: 15_00,
  minimumAmount: 50_00,
  validFrom: new Date('2026-06-01T00:00:00Z'),
  validUntil: new Date('2026-07-01T00:00:00Z'),
  excludeReduced: true,
  excludeBulky: false,
  excludesCategories: false,
  oncePerDay: false,
  state: 'valid',
  ...over,
});
vi.mock('@/commerce/promotion/customer-vouchers', () => ({
  customerVouchers: async () => [voucher({}), voucher({ code: 'NL15-USEDUSED', kind: 'percentage', percentBp: 1500, amount: null, state: 'used' })],
}));

const { AccountVouchers } = await import('./account-vouchers');
const de = shopContext('de', 'de-DE');
const t = messagesFor('de-DE').accountPages.vouchers;

describe('AccountVouchers', () => {
  it('shows value, conditions and validity, with copy and apply only for a valid voucher', async () => {
    content.info = { title: 'Meine Gutscheine', intro: 'Deine Codes.', empty: 'Keine.', conditions: [] };
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithIntl((await AccountVouchers({ shop: de, customerId: 'c' }))!);
    expect(screen.getByText('Deine Codes.')).toBeTruthy();
    const [valid, used] = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Code:'));
    expect(valid!.textContent).toMatch(/15,00\s€ Rabatt/);
    expect(valid!.textContent).toMatch(/Ab einem Bestellwert von 50,00\s€/);
    expect(valid!.textContent).toContain(t.notReduced);
    expect(valid!.textContent).toContain('Gültig bis 01.07.2026');
    fireEvent.click(within(valid!).getByRole('button', { name: `${t.copy} GS-ABCDEFGH` }));
    await vi.waitFor(() => expect(within(valid!).getByRole('status').textContent).toBe('Code GS-ABCDEFGH ist kopiert.'));
    expect(writeText).toHaveBeenCalledWith('GS-ABCDEFGH');
    expect(within(valid!).getByRole('button', { name: `${t.apply} GS-ABCDEFGH` })).toBeTruthy();
    expect(used!.textContent).toContain(t.states.used);
    expect(within(used!).queryByRole('button')).toBeNull();
  });

  it('says the voucher texts could not be loaded and still lists the vouchers', async () => {
    content.info = null;
    renderWithIntl((await AccountVouchers({ shop: de, customerId: 'c' }))!);
    expect(screen.getByRole('alert').textContent).toBe(t.contentUnavailable);
    expect(screen.getAllByText('GS-ABCDEFGH', { selector: 'code' })).toHaveLength(1);
  });
});
