// @vitest-environment happy-dom
// The payment dates page's content, called as the async server component it is: the figures, "pay now" per overdue
// order, the plan dialog, and the wording (plus a log line) when the balance cannot be read.
import { fireEvent, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentDates } from '@/commerce/statement/payment-dates';
import { shopContext } from '@/commerce/tenant/shop-context';
import { messagesFor } from '@/platform/i18n/messages';
import { renderWithIntl } from '../../../tests/support/render-with-intl';

const logged = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'de-DE'; namespace: 'accountPages' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-request-id': 'req-1' }) }));
vi.mock('@/platform/db/database', () => ({ getDb: async () => ({}) }));
vi.mock('@/commerce/statement/statement-store', () => ({
  readPaymentDates: async () => {
    throw new Error('connection terminated');
  },
}));
vi.mock('@/platform/logging/logger', () => ({ loggerFor: () => logged, errorFields: (e: Error) => ({ err: e.message }) }));

const { AccountPaymentDates } = await import('./account-payment-dates');
const de = shopContext('de', 'de-DE');
const t = messagesFor('de-DE').accountPages.paymentDates;

const dates: PaymentDates = {
  balance: 151_00,
  overdue: { total: 25_50, orders: [{ orderNumber: 'DE-2026-000002', amount: 25_50, since: '2026-10-15' }] },
  upcoming: [{ dueOn: '2026-11-30', amount: 125_50, items: [{ orderNumber: 'DE-2026-000001', textKey: 'invoice', amount: 100_00 }, { orderNumber: 'DE-2026-000002', textKey: 'instalment', amount: 25_50 }] }],
  plans: [
    {
      orderNumber: 'DE-2026-000002',
      rates: [
        { dueOn: '2026-09-15', amount: 25_50, open: 0 },
        { dueOn: '2026-10-15', amount: 25_50, open: 25_50 },
        { dueOn: '2026-11-15', amount: 25_50, open: 25_50 },
      ],
      open: 51_00,
      next: { dueOn: '2026-10-15', amount: 25_50, open: 25_50 },
    },
  ],
};

describe('AccountPaymentDates', () => {
  it('shows balance, overdue with pay now, upcoming by date and the plan in a dialog', async () => {
    renderWithIntl(await AccountPaymentDates({ shop: de, customerId: 'c', read: async () => dates }));
    expect(screen.getByRole('region', { name: t.balanceHeading }).textContent).toMatch(/151,00\s€/);
    const overdue = screen.getByRole('region', { name: t.overdueHeading });
    expect(overdue.textContent).toMatch(/25,50\s€, fällig seit 15\.10\.2026/);
    expect(within(overdue).getByRole('button', { name: 'Jetzt bezahlen (Bestellung DE-2026-000002)' })).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: t.upcomingHeading });
    expect(upcoming.textContent).toContain('30.11.2026');
    expect(upcoming.textContent).toMatch(/125,50\s€/);
    fireEvent.click(screen.getByRole('button', { name: 'Zahlplan ansehen (Bestellung DE-2026-000002)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlplan der Bestellung DE-2026-000002' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual(['115.09.202625,50 €bezahlt', '215.10.202625,50 €offen', '315.11.202625,50 €offen']);
  });

  it('says the balance cannot be shown, with the advice to reload, and logs why', async () => {
    renderWithIntl(await AccountPaymentDates({ shop: de, customerId: 'c' }));
    expect(screen.getByRole('alert').textContent).toBe(t.unavailable);
    expect(screen.queryByRole('region')).toBeNull();
    expect(logged.error).toHaveBeenCalledWith({ err: 'connection terminated' }, 'payment dates: balance could not be read');
  });
});
