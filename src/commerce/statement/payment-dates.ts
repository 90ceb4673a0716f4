// What the customer owes and when (SPEC §2 "Maturities/payments overview"): the current balance, what is overdue
// per order, the open amounts upcoming by due date, and each instalment purchase's plan (every rate, paid or open).
// Pure: payments and credits settle an order's earliest due date first (account-ledger/open-amounts.ts).
import { allocateDebits, type EntryLike } from '@/commerce/account-ledger/open-amounts';

export interface MoneyEntry extends EntryLike {
  orderNumber: string | null;
  /** The order's payment method (instalments have a plan). */
  method: string | null;
}

export interface OverdueOrder {
  orderNumber: string;
  amount: number;
  /** The oldest due date still open. */
  since: string;
}

export interface UpcomingDate {
  dueOn: string;
  amount: number;
  items: { orderNumber: string | null; textKey: string; amount: number }[];
}

export interface PlanRate {
  dueOn: string;
  amount: number;
  open: number;
}

export interface InstalmentPlan {
  orderNumber: string;
  rates: PlanRate[];
  /** What of the plan is still open. */
  open: number;
  /** The first rate not fully paid, or null when all is paid. */
  next: PlanRate | null;
}

export interface PaymentDates {
  /** Debits minus payments and credits of everything: negative is a credit balance in the customer's favour. */
  balance: number;
  overdue: { total: number; orders: OverdueOrder[] };
  upcoming: UpcomingDate[];
  plans: InstalmentPlan[];
}

/** `today` is the shop's local day (ISO); a debit due today is not yet overdue. */
export function paymentDatesOf(entries: readonly MoneyEntry[], today: string): PaymentDates {
  const balance = entries.reduce((sum, e) => sum + e.amount, 0);
  const numberOf = new Map(entries.map((e) => [e.orderId ?? '', e.orderNumber]));
  const debits = allocateDebits(entries);
  const open = debits.filter((d) => d.openAmount > 0);

  const overdueByOrder = new Map<string, OverdueOrder>();
  for (const d of open.filter((d) => d.dueOn < today)) {
    const orderNumber = numberOf.get(d.orderId ?? '') ?? '';
    const current = overdueByOrder.get(orderNumber);
    if (current) current.amount += d.openAmount;
    else overdueByOrder.set(orderNumber, { orderNumber, amount: d.openAmount, since: d.dueOn });
  }
  const overdueOrders = [...overdueByOrder.values()].sort((a, b) => a.since.localeCompare(b.since));

  const upcomingByDay = new Map<string, UpcomingDate>();
  for (const d of open.filter((d) => d.dueOn >= today)) {
    const day = upcomingByDay.get(d.dueOn) ?? { dueOn: d.dueOn, amount: 0, items: [] };
    day.amount += d.openAmount;
    day.items.push({ orderNumber: numberOf.get(d.orderId ?? '') ?? null, textKey: d.textKey, amount: d.openAmount });
    upcomingByDay.set(d.dueOn, day);
  }

  const instalmentOrders = new Set(entries.filter((e) => e.method === 'instalments' && e.orderId).map((e) => e.orderId!));
  const plans: InstalmentPlan[] = [...instalmentOrders].map((orderId) => {
    // A rate and its protection premium due the same day are one payment for the customer.
    const byDay = new Map<string, PlanRate>();
    for (const d of debits.filter((d) => d.orderId === orderId)) {
      const rate = byDay.get(d.dueOn) ?? { dueOn: d.dueOn, amount: 0, open: 0 };
      rate.amount += d.amount;
      rate.open += d.openAmount;
      byDay.set(d.dueOn, rate);
    }
    const rates = [...byDay.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
    return {
      orderNumber: numberOf.get(orderId) ?? '',
      rates,
      open: rates.reduce((sum, r) => sum + r.open, 0),
      next: rates.find((r) => r.open > 0) ?? null,
    };
  });

  return {
    balance,
    overdue: { total: overdueOrders.reduce((sum, o) => sum + o.amount, 0), orders: overdueOrders },
    upcoming: [...upcomingByDay.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
    plans: plans.sort((a, b) => (a.next?.dueOn ?? '9999').localeCompare(b.next?.dueOn ?? '9999') || a.orderNumber.localeCompare(b.orderNumber)),
  };
}
