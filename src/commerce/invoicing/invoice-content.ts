// What an invoice or credit note says, before it is drawn: lines with quantity, unit price and VAT rate, the figures
// per rate, the payment terms, and who sells to whom. Pure: the use case gathers the rows (issue-documents.ts), the
// PDF draws the result in the customer's language (invoice-pdf.ts).
import type { PostalAddress } from '@/commerce/kernel/postal-address';
import type { OrderLineRow, OrderRow } from '@/commerce/order/order.schema';
import type { TenantKey } from '@/commerce/tenant/tenants';
import { invoiceTotals, type InvoiceTotals } from './invoice-totals';
import type { DocumentKind } from './invoicing.schema';
import { sellerLegalData, type SellerLegalData } from './seller-legal-data';

export type ChargeKind = 'shipping' | 'express' | 'premium-fee' | 'payment-pause-surcharge' | 'protection' | 'other';

export interface DocumentLine {
  /** A goods line: name, variant and article number; a charge: its kind (the PDF names it). */
  goods: { name: string; variantLabel: string; articleNumber: string } | null;
  charge: ChargeKind | null;
  quantity: number;
  /** Gross unit price, minor units. */
  unitAmount: number;
  /** Discount on the line (vouchers, promotions), gross. */
  discountAmount: number;
  /** Gross after discount. */
  amount: number;
  vatRateBp: number;
}

export type PaymentTerms =
  | { kind: 'due'; dueOn: string }
  | { kind: 'plan'; rates: { dueOn: string; amount: number }[] }
  | { kind: 'paid'; method: string }
  | { kind: 'credited' };

export interface DocumentContent {
  kind: DocumentKind;
  tenant: TenantKey;
  documentNumber: string;
  /** Local days, ISO. */
  issuedOn: string;
  /** The day of the supply (Lieferdatum / Leistungsdatum): the shipment day. */
  deliveredOn: string;
  orderNumber: string;
  orderedOn: string;
  customerNumber: string;
  currency: 'EUR' | 'CHF';
  seller: SellerLegalData;
  billing: Pick<PostalAddress, 'firstName' | 'lastName' | 'street' | 'houseNumber' | 'addition' | 'postalCode' | 'city' | 'country'>;
  lines: DocumentLine[];
  totals: InvoiceTotals;
  payment: PaymentTerms;
  /** A credit note: the invoice it corrects. */
  correcting: { documentNumber: string; issuedOn: string } | null;
  /** A credit note of a withdrawn contract says so. */
  withdrawal: boolean;
}

/** Insurance (the protection premium) carries no VAT; every other extra the shop's rate (as the order priced it). */
const chargeRate = (kind: string, rate: number) => (kind === 'protection' ? 0 : rate);
const knownCharges: readonly ChargeKind[] = ['express', 'premium-fee', 'payment-pause-surcharge', 'protection'];

export function invoiceLines(order: Pick<OrderRow, 'vatRateBp' | 'shippingAmount' | 'charges'>, lines: readonly OrderLineRow[]): DocumentLine[] {
  const rate = order.vatRateBp;
  const goods: DocumentLine[] = lines.map((l) => ({
    goods: { name: l.name, variantLabel: l.variantLabel, articleNumber: l.variantSku },
    charge: null,
    quantity: l.quantity,
    unitAmount: l.unitAmount,
    discountAmount: l.grossAmount - l.netAmount,
    amount: l.netAmount,
    vatRateBp: rate,
  }));
  const charge = (kind: ChargeKind, amount: number, vatRateBp: number): DocumentLine => ({
    goods: null,
    charge: kind,
    quantity: 1,
    unitAmount: amount,
    discountAmount: 0,
    amount,
    vatRateBp,
  });
  return [
    ...goods,
    ...(order.shippingAmount > 0 ? [charge('shipping', order.shippingAmount, rate)] : []),
    ...order.charges
      .filter((c) => c.amount !== 0)
      .map((c) =>
        charge(knownCharges.includes(c.kind as ChargeKind) ? (c.kind as ChargeKind) : 'other', c.amount, chargeRate(c.kind, rate)),
      ),
  ];
}

/** The lines a return credits: the pieces that came back, at what they were credited. */
export function creditNoteLines(
  order: Pick<OrderRow, 'vatRateBp'>,
  lines: readonly OrderLineRow[],
  items: readonly { lineNo: number; quantity: number; amount: number }[],
): DocumentLine[] {
  return items.flatMap((item) => {
    const line = lines.find((l) => l.lineNo === item.lineNo);
    if (!line) return [];
    return [
      {
        goods: { name: line.name, variantLabel: line.variantLabel, articleNumber: line.variantSku },
        charge: null,
        quantity: item.quantity,
        unitAmount: line.unitAmount,
        discountAmount: line.unitAmount * item.quantity - item.amount,
        amount: item.amount,
        vatRateBp: order.vatRateBp,
      },
    ];
  });
}

/** The invoice's terms from the order's debits in the ledger: one due date, a plan of rates, or paid already. */
export function paymentTermsOf(
  order: Pick<OrderRow, 'payment'>,
  debits: readonly { dueOn: string | null; amount: number }[],
): PaymentTerms {
  const method = order.payment.method;
  if (method !== 'invoice' && method !== 'instalments' && method !== 'payment-pause') return { kind: 'paid', method };
  const byDay = new Map<string, number>();
  for (const d of debits) byDay.set(d.dueOn ?? '', (byDay.get(d.dueOn ?? '') ?? 0) + d.amount);
  const rates = [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([dueOn, amount]) => ({ dueOn, amount }));
  if (method === 'instalments') return { kind: 'plan', rates };
  return { kind: 'due', dueOn: rates[rates.length - 1]?.dueOn ?? '' };
}

export function documentContent(input: Omit<DocumentContent, 'seller' | 'totals'>): DocumentContent {
  return { ...input, seller: sellerLegalData[input.tenant], totals: invoiceTotals(input.lines) };
}
