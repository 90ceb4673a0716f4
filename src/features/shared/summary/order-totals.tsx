// The totals of a basket or an order, as the basket page, the checkout's summary and the order confirmation show
// them: rows (subtotal, discounts, shipping, charges), the total, the VAT it contains. Amounts come formatted: every
// figure is the server's.
import type { ReactNode } from 'react';

export interface TotalsRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** A discount reads in the success colour. */
  discount?: boolean;
}

const row = 'flex justify-between gap-2';

export function OrderTotals({
  rows,
  total,
  vatNote,
}: {
  rows: TotalsRow[];
  total: { label: ReactNode; value: ReactNode };
  vatNote: ReactNode;
}) {
  return (
    <>
      <dl className="flex flex-col gap-0.5">
        {rows.map((r) => (
          <div key={r.key} className={r.discount ? `${row} text-success` : row}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
        <div className={`${row} border-t border-line pt-1 text-lg font-bold`}>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      </dl>
      <p className="text-right text-sm text-muted">{vatNote}</p>
    </>
  );
}

/** The rows a basket's totals start with: the subtotal, then each discount (as a reduction, in the success colour). */
export function subtotalRows<M>(
  subtotal: { label: ReactNode; amount: M },
  discounts: ReadonlyArray<{ kind: string; label: string; amount: M }>,
  money: (amount: M) => string,
): TotalsRow[] {
  return [
    { key: 'subtotal', label: subtotal.label, value: money(subtotal.amount) },
    ...discounts.map((d) => ({
      key: `${d.kind}-${d.label}`,
      label: d.label,
      value: `−${money(d.amount)}`,
      discount: true,
    })),
  ];
}
