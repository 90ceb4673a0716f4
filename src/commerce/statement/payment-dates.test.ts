import { describe, expect, it } from 'vitest';
import { orderBookings } from '@/commerce/order/order-bookings';
import { paymentDatesOf, type MoneyEntry } from './payment-dates';

const paid = (orderId: string, amount: number, reference: string, method = 'invoice', kind: MoneyEntry['kind'] = 'payment'): MoneyEntry => ({
  orderId,
  orderNumber: `DE-2026-${orderId}`,
  method,
  kind,
  amount: -amount,
  currency: 'EUR',
  dueOn: null,
  reference,
  textKey: kind,
});

/** The ledger entries an order books, through the order's own rules. */
const booked = (id: string, method: 'invoice' | 'instalments' | 'payment-pause', total: number, placedOn: string): MoneyEntry[] =>
  orderBookings({
    id,
    tenantId: 'de',
    customerId: 'c',
    currency: 'EUR',
    totalAmount: total,
    charges: method === 'payment-pause' ? [{ kind: 'payment-pause-surcharge', amount: 390 }] : [],
    payment: method === 'instalments' ? { method, months: 4 } : { method },
    placedOn,
    instalments: method === 'instalments' ? { months: 4, monthlyRate: 25_50, lastRate: 25_40, protectionMonthly: 0 } : null,
  }).map((e) => ({ ...e, orderNumber: `DE-2026-${id}`, method }));

describe('paymentDatesOf', () => {
  it('puts an invoice not yet due under upcoming, and overdue once its day has passed', () => {
    // 30 days end on Saturday 31 October: due the next bank day, Monday 2 November.
    const entries = booked('1', 'invoice', 120_00, '2026-10-01');
    expect(paymentDatesOf(entries, '2026-11-02')).toMatchObject({
      balance: 120_00,
      overdue: { total: 0, orders: [] },
      upcoming: [{ dueOn: '2026-11-02', amount: 120_00 }],
    });
    expect(paymentDatesOf(entries, '2026-11-03')).toMatchObject({
      overdue: { total: 120_00, orders: [{ orderNumber: 'DE-2026-1', amount: 120_00, since: '2026-11-02' }] },
      upcoming: [],
    });
  });

  it('lets a partial payment settle the earliest rate first and shows the plan with paid and open rates', () => {
    const entries = [...booked('2', 'instalments', 101_90, '2026-08-15'), paid('2', 25_50 + 10_00, 'bank:1', 'instalments')];
    const dates = paymentDatesOf(entries, '2026-10-20');
    expect(dates.balance).toBe(101_90 - 35_50);
    // Rate 1 (Sep 15) paid, rate 2 (Oct 15) paid 10 of 25.50: 15.50 overdue; Nov (the 15th a Sunday: the 16th) and
    // Dec upcoming.
    expect(dates.overdue).toEqual({ total: 15_50, orders: [{ orderNumber: 'DE-2026-2', amount: 15_50, since: '2026-10-15' }] });
    expect(dates.upcoming.map((u) => [u.dueOn, u.amount])).toEqual([
      ['2026-11-16', 25_50],
      ['2026-12-15', 25_40],
    ]);
    expect(dates.plans).toEqual([
      {
        orderNumber: 'DE-2026-2',
        rates: [
          { dueOn: '2026-09-15', amount: 25_50, open: 0 },
          { dueOn: '2026-10-15', amount: 25_50, open: 15_50 },
          { dueOn: '2026-11-16', amount: 25_50, open: 25_50 },
          { dueOn: '2026-12-15', amount: 25_40, open: 25_40 },
        ],
        open: 66_40,
        next: { dueOn: '2026-10-15', amount: 25_50, open: 15_50 },
      },
    ]);
  });

  it('keeps the payment pause and its surcharge upcoming for four months, one date for both', () => {
    const dates = paymentDatesOf(booked('3', 'payment-pause', 103_90, '2026-09-10'), '2026-12-01');
    expect(dates.overdue.total).toBe(0);
    expect(dates.upcoming).toEqual([
      {
        dueOn: '2027-01-11', // 10 January 2027 is a Sunday
        amount: 103_90,
        items: [
          { orderNumber: 'DE-2026-3', textKey: 'paymentPause', amount: 100_00 },
          { orderNumber: 'DE-2026-3', textKey: 'paymentPauseSurcharge', amount: 3_90 },
        ],
      },
    ]);
  });

  it('takes credits off what is open, and shows a credit balance when more came back than was owed', () => {
    const returned = [...booked('4', 'invoice', 80_00, '2026-10-01'), paid('4', 30_00, 'order:4:return:R1', 'invoice', 'credit')];
    expect(paymentDatesOf(returned, '2026-11-15')).toMatchObject({ balance: 50_00, overdue: { total: 50_00 } });
    const overpaid = [...booked('5', 'invoice', 40_00, '2026-10-01'), paid('5', 40_00, 'bank:2'), paid('5', 40_00, 'order:5:cancellation', 'invoice', 'credit')];
    const dates = paymentDatesOf(overpaid, '2026-11-15');
    expect(dates).toMatchObject({ balance: -40_00, overdue: { total: 0 }, upcoming: [] });
  });

  it('adds several orders up: overdue per order, oldest first, upcoming per date', () => {
    const entries = [...booked('6', 'invoice', 50_00, '2026-09-01'), ...booked('7', 'invoice', 20_00, '2026-08-01'), ...booked('8', 'invoice', 10_00, '2026-11-20')];
    const dates = paymentDatesOf(entries, '2026-11-21');
    expect(dates.overdue.orders.map((o) => o.orderNumber)).toEqual(['DE-2026-7', 'DE-2026-6']);
    expect(dates.overdue.total).toBe(70_00);
    expect(dates.upcoming).toMatchObject([{ dueOn: '2026-12-21', amount: 10_00 }]); // the 20th a Sunday
    expect(dates.balance).toBe(80_00);
  });
});
