import { describe, expect, it } from 'vitest';
import { allocateOpenItems } from '@/commerce/account-ledger/open-amounts';
import { orderBookings, type BookableOrder } from './order-bookings';

const order = (overrides: Partial<BookableOrder>): BookableOrder => ({
  id: 'o1',
  tenantId: 'de',
  customerId: 'c1',
  currency: 'EUR',
  totalAmount: 50_000,
  charges: [],
  payment: { method: 'invoice' },
  placedOn: '2026-01-31',
  ...overrides,
});

describe('orderBookings', () => {
  it('books an invoice due 30 days after receipt, moved off weekends and holidays (issue 21)', () => {
    // Received on 25 November: 30 days end on Christmas Day; due on Monday 28 December.
    expect(orderBookings(order({ placedOn: '2026-11-20', expectedDeliveryTo: '2026-11-25' }))[0]).toMatchObject({ dueOn: '2026-12-28' });
    // In Austria 8 December (Mariä Empfängnis) is a holiday: received 8 November → due 9 December.
    expect(orderBookings(order({ tenantId: 'at', placedOn: '2026-11-05', expectedDeliveryTo: '2026-11-08' }))[0]).toMatchObject({ dueOn: '2026-12-09' });

    expect(orderBookings(order({}))).toEqual([
      expect.objectContaining({
        kind: 'order-debit',
        amount: 50_000,
        dueOn: '2026-03-02',
        reference: 'order:o1:debit',
      }),
    ]);
  });

  it('books monthly rates from one month on (month ends clamp, weekends move to Monday), summing to principal plus interest, with the premium', () => {
    const entries = orderBookings(
      order({
        totalAmount: 50_000 + 6 * 300,
        charges: [{ kind: 'protection', amount: 6 * 300 }],
        payment: { method: 'instalments', months: 6 },
      }),
    );
    const rates = entries.filter((e) => e.reference.includes(':instalment:'));
    const premiums = entries.filter((e) => e.reference.includes(':protection:'));
    expect(rates.map((e) => e.dueOn)).toEqual([
      '2026-03-02', // 28 February 2026 is a Saturday
      '2026-03-31',
      '2026-04-30',
      '2026-06-01', // 31 May a Sunday
      '2026-06-30',
      '2026-07-31',
    ]);
    const sum = rates.reduce((s, e) => s + e.amount, 0);
    expect(sum).toBeGreaterThan(50_000);
    expect(sum - 50_000).toBeLessThan(1_500); // 9.48 % p.a. over half a year
    expect(premiums.map((e) => e.amount)).toEqual(Array(6).fill(300));
  });

  it('books the pause and its surcharge 4 months out, and card orders due at once', () => {
    const pause = orderBookings(
      order({
        totalAmount: 51_000,
        charges: [{ kind: 'payment-pause-surcharge', amount: 1_000 }],
        payment: { method: 'payment-pause' },
      }),
    );
    expect(pause.map((e) => [e.kind, e.amount, e.dueOn])).toEqual([
      ['order-debit', 50_000, '2026-06-01'],
      ['surcharge', 1_000, '2026-06-01'],
    ]);
    expect(orderBookings(order({ payment: { method: 'visa' } }))[0]).toMatchObject({
      dueOn: '2026-01-31',
      amount: 50_000,
    });
  });
});

describe('allocateOpenItems', () => {
  it('settles the earliest due dates first', () => {
    const entry = (amount: number, dueOn: string | null, reference: string) => ({
      orderId: 'o1',
      kind: amount > 0 ? 'instalment' : 'payment',
      amount,
      currency: 'EUR',
      dueOn,
      reference,
      textKey: 'x',
    });
    const items = allocateOpenItems([
      entry(100, '2026-02-01', 'a'),
      entry(100, '2026-03-01', 'b'),
      entry(-150, null, 'p'),
    ]);
    expect(items).toEqual([expect.objectContaining({ dueOn: '2026-03-01', amount: 100, openAmount: 50 })]);
  });
});
