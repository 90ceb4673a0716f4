// The reads behind the money pages: every ledger entry of the customer with its order's number and payment method
// (payment dates), and the account statement page by page with the balance after each entry and the document
// that belongs to it (bookings). Tenant- and customer-scoped; another customer's entries are never read.
import { sql } from 'drizzle-orm';
import { localDay } from '@/commerce/kernel/local-day';
import type { LedgerEntryKind } from '@/commerce/account-ledger/ledger.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { queryRows, type Db } from '@/platform/db/client';
import { paymentDatesOf, type MoneyEntry, type PaymentDates } from './payment-dates';

export async function moneyEntriesOf(db: Db, shop: ShopContext, customerId: string): Promise<MoneyEntry[]> {
  const rows = await queryRows<{
    order_id: string | null;
    order_number: string | null;
    method: string | null;
    kind: LedgerEntryKind;
    amount: number;
    currency: string;
    due_on: string | null;
    reference: string;
    text_key: string;
  }>(
    db,
    sql`select e.order_id, o.order_number, o.payment->>'method' as method, e.kind, e.amount, e.currency,
               e.due_on::text as due_on, e.reference, e.text_key
        from ledger_entries e
        left join orders o on o.tenant_id = e.tenant_id and o.id = e.order_id and o.customer_id = e.customer_id
        where e.tenant_id = ${shop.tenant.key} and e.customer_id = ${customerId}`,
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    orderNumber: r.order_number,
    method: r.method,
    kind: r.kind,
    amount: Number(r.amount),
    currency: r.currency,
    dueOn: r.due_on,
    reference: r.reference,
    textKey: r.text_key,
  }));
}

/** Balance, overdue, upcoming and the instalment plans as of the shop's today. */
export async function readPaymentDates(db: Db, shop: ShopContext, customerId: string): Promise<PaymentDates> {
  return paymentDatesOf(await moneyEntriesOf(db, shop, customerId), localDay(shop));
}

export const statementKinds = ['all', 'orders', 'instalments', 'payments', 'credits'] as const;
export type StatementKind = (typeof statementKinds)[number];
export const statementPeriods = ['all', '3m', '12m'] as const;
export type StatementPeriod = (typeof statementPeriods)[number];
export const STATEMENT_PAGE_SIZE = 20;

const kindsOf: Record<Exclude<StatementKind, 'all'>, LedgerEntryKind[]> = {
  orders: ['order-debit', 'surcharge'],
  instalments: ['instalment'],
  payments: ['payment'],
  credits: ['credit'],
};
const monthsOf: Record<Exclude<StatementPeriod, 'all'>, number> = { '3m': 3, '12m': 12 };

export const isStatementKind = (v: unknown): v is StatementKind => (statementKinds as readonly unknown[]).includes(v);
export const isStatementPeriod = (v: unknown): v is StatementPeriod => (statementPeriods as readonly unknown[]).includes(v);

export interface StatementEntry {
  id: string;
  kind: LedgerEntryKind;
  textKey: string;
  bookedAt: Date;
  dueOn: string | null;
  amount: number;
  currency: string;
  /** The balance after this entry, over all entries (a filter hides rows, it does not change the balance). */
  balance: number;
  orderNumber: string | null;
  /** The invoice of a debit, the credit note of a return credit. */
  documentNumber: string | null;
  /** A payment's own reference (bank transfer, provider), without its prefix. */
  paymentReference: string | null;
  /** The number of an instalment in its plan. */
  rateNumber: number | null;
}

export async function accountStatement(
  db: Db,
  shop: ShopContext,
  customerId: string,
  query: { kind: StatementKind; period: StatementPeriod; shown: number },
): Promise<{ entries: StatementEntry[]; hasMore: boolean }> {
  const shown = Math.min(Math.max(Math.trunc(query.shown) || STATEMENT_PAGE_SIZE, STATEMENT_PAGE_SIZE), 1_000);
  const kinds = query.kind === 'all' ? null : kindsOf[query.kind];
  const since = query.period === 'all' ? null : new Date(shop.now().getTime() - monthsOf[query.period] * 30.44 * 86_400_000);
  const rows = await queryRows<{
    id: string;
    kind: LedgerEntryKind;
    text_key: string;
    booked_at: string | Date;
    due_on: string | null;
    amount: number;
    currency: string;
    balance: string | number;
    order_number: string | null;
    document_number: string | null;
    reference: string;
  }>(
    db,
    sql`with running as (
          select e.*, sum(e.amount) over (order by e.booked_at, e.due_on nulls last, e.reference rows unbounded preceding) as balance
          from ledger_entries e
          where e.tenant_id = ${shop.tenant.key} and e.customer_id = ${customerId}
        )
        select r.id, r.kind, r.text_key, r.booked_at, r.due_on::text as due_on, r.amount, r.currency, r.balance, r.reference,
               o.order_number, d.document_number
        from running r
        left join orders o on o.tenant_id = r.tenant_id and o.id = r.order_id and o.customer_id = r.customer_id
        left join invoice_documents d on d.tenant_id = r.tenant_id and d.order_id = r.order_id and d.customer_id = r.customer_id
          and d.cause = case when r.amount > 0 then 'shipment'
                             when position(':return:' in r.reference) > 0 then 'return:' || substr(r.reference, position(':return:' in r.reference) + 8)
                        end
        where ${kinds ? sql`r.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql`true`}
          and ${since ? sql`r.booked_at >= ${since}` : sql`true`}
        order by r.booked_at desc, r.due_on desc nulls first, r.reference desc
        limit ${shown + 1}`,
  );
  const entries = rows.slice(0, shown).map((r) => {
    const rate = /:(?:instalment|protection):(\d+)$/.exec(r.reference);
    const payment = /^(?:payment|bank):(.+)$/.exec(r.reference);
    return {
      id: r.id,
      kind: r.kind,
      textKey: r.text_key,
      bookedAt: new Date(r.booked_at),
      dueOn: r.due_on,
      amount: Number(r.amount),
      currency: r.currency,
      balance: Number(r.balance),
      orderNumber: r.order_number,
      documentNumber: r.document_number,
      paymentReference: payment ? payment[1]! : null,
      rateNumber: rate ? Number(rate[1]) : null,
    };
  });
  return { entries, hasMore: rows.length > shown };
}
