// An invoice or credit note drawn as a PDF (pdf-lib, A4, the standard Helvetica: no font files) in the customer's
// language: seller and buyer, numbers and dates, the lines, the figures per VAT rate, the payment terms and the
// seller's legal data in the foot of every page. Made once when the document is issued (issue-documents.ts) and
// stored; the creation date is the issue time, so the same content gives the same bytes.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { providerBrandNames } from '@/commerce/payment/payment-methods';
import { createTranslator } from 'use-intl/core';
import { formatDay, formatMoney, formatPercent } from '@/platform/i18n/format';
import { languageOf, type Locale } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { drawable } from '@/platform/pdf/drawable-text';
import type { DocumentContent, DocumentLine } from './invoice-content';
import { taxLabel } from './seller-legal-data';

const A4: [number, number] = [595.28, 841.89];
const margin = 50;
const right = A4[0] - margin;
const footerTop = 92;
const ink = rgb(0.1, 0.12, 0.14);
const grey = rgb(0.35, 0.37, 0.4);

// Columns of the lines table: position, description, quantity, unit price, VAT rate, amount (right edges for numbers).
const col = { pos: margin, text: margin + 28, qty: 345, unit: 420, rate: 470, amount: right };

export async function documentPdf(content: DocumentContent, locale: Locale, issuedAt: Date): Promise<Uint8Array> {
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: 'invoices.pdf' });
  const methods = messages.checkout.payment.methods as Record<string, string>;
  const tax = taxLabel(content.tenant, languageOf(locale));
  const money = (amount: number) => formatMoney({ amount, currency: content.currency }, locale);
  const day = (iso: string) => formatDay(iso, locale);
  const percent = (bp: number) => formatPercent(bp, locale);
  const colon = languageOf(locale) === 'fr' ? '\u00a0: ' : ': ';
  const isInvoice = content.kind === 'invoice';

  const pdf = await PDFDocument.create();
  const title = `${isInvoice ? t('invoiceTitle') : t('creditNoteTitle')} ${content.documentNumber}`;
  pdf.setTitle(title);
  pdf.setAuthor(content.seller.legalName);
  pdf.setSubject(`${t('orderNumber')} ${content.orderNumber}`);
  pdf.setLanguage(locale);
  pdf.setCreator('Schaufenster');
  pdf.setProducer('Schaufenster (pdf-lib)');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page!: PDFPage;
  let y = 0;
  const pages: PDFPage[] = [];
  const newPage = () => {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - margin;
  };
  const draw = (value: string, x: number, options: { size?: number; font?: PDFFont; align?: 'left' | 'right'; color?: typeof ink } = {}) => {
    const size = options.size ?? 9.5;
    const font = options.font ?? regular;
    const text = drawable(value);
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: options.align === 'right' ? x - width : x, y, size, font, color: options.color ?? ink });
  };
  /** Splits a text into lines no wider than `width` at the size given. */
  const wrap = (value: string, width: number, size = 9.5, font = regular): string[] => {
    const words = drawable(value).split(' ');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines;
  };
  let inTable = true;
  /** Room for `height` on this page, else a new page (with the table's head while lines are drawn). */
  const ensure = (height: number) => {
    if (y - height < footerTop + 10) {
      newPage();
      if (inTable) tableHead();
    }
  };

  newPage();
  // Head: the brand's seller line above the buyer's address (window envelope), the document's data on the right.
  draw(content.seller.legalName, margin, { size: 16, font: bold });
  y -= 30;
  draw(`${content.seller.legalName} · ${content.seller.street} · ${content.seller.postalCode} ${content.seller.city}`, margin, { size: 7, color: grey });
  const headTop = y;
  y -= 14;
  draw(t('billingAddress'), margin, { size: 8, color: grey });
  y -= 13;
  const b = content.billing;
  for (const line of [
    `${b.firstName} ${b.lastName}`,
    `${b.street} ${b.houseNumber}`.trim(),
    b.addition,
    `${b.postalCode} ${b.city}`,
    messages.countries[b.country as keyof typeof messages.countries] ?? b.country,
  ].filter(Boolean)) {
    draw(line, margin, { size: 10.5 });
    y -= 14;
  }
  const addressBottom = y;
  y = headTop;
  const facts: [string, string][] = [
    [isInvoice ? t('invoiceNumber') : t('creditNoteNumber'), content.documentNumber],
    [isInvoice ? t('issuedOn') : t('creditIssuedOn'), day(content.issuedOn)],
    [t('deliveredOn'), day(content.deliveredOn)],
    [t('orderNumber'), content.orderNumber],
    [t('orderedOn'), day(content.orderedOn)],
    [t('customerNumber'), content.customerNumber],
  ];
  for (const [label, value] of facts) {
    draw(`${label}${colon}`, 330, { size: 9, color: grey });
    draw(value, right, { size: 9, align: 'right', font: bold });
    y -= 13;
  }
  y = Math.min(y, addressBottom) - 24;

  draw(title, margin, { size: 15, font: bold });
  y -= 18;
  if (content.correcting) {
    draw(t('correcting', { number: content.correcting.documentNumber, date: day(content.correcting.issuedOn) }), margin, { size: 10 });
    y -= 14;
    draw(content.withdrawal ? t('withdrawal') : t('returnNote'), margin, { size: 10 });
    y -= 14;
  }
  y -= 8;

  function tableHead() {
    draw(t('position'), col.pos, { font: bold, size: 8.5 });
    draw(t('description'), col.text, { font: bold, size: 8.5 });
    draw(t('quantity'), col.qty, { font: bold, size: 8.5, align: 'right' });
    draw(t('unitPrice'), col.unit, { font: bold, size: 8.5, align: 'right' });
    draw(tax, col.rate, { font: bold, size: 8.5, align: 'right' });
    draw(t('amount'), col.amount, { font: bold, size: 8.5, align: 'right' });
    y -= 5;
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.6, color: grey });
    y -= 12;
  }
  tableHead();

  const textWidth = col.qty - col.text - 30;
  /** A line's description: its name (wrapped) in the body size, variant and article number small below. */
  const describe = (line: DocumentLine): { main: string[]; detail: string[] } => {
    if (!line.goods) return { main: wrap(t(`charges.${line.charge ?? 'other'}`), textWidth), detail: [] };
    const detail = [line.goods.variantLabel, `${t('articleNumber')} ${line.goods.articleNumber}`].filter(Boolean).join(' · ');
    return { main: wrap(line.goods.name, textWidth), detail: wrap(detail, textWidth, 8) };
  };
  content.lines.forEach((line, index) => {
    const { main, detail } = describe(line);
    const discount = line.discountAmount > 0 ? [`${t('discount')} ${money(-line.discountAmount)}`] : [];
    ensure(main.length * 11 + (detail.length + discount.length) * 10 + 4);
    draw(String(index + 1), col.pos);
    draw(String(line.quantity), col.qty, { align: 'right' });
    draw(money(line.unitAmount), col.unit, { align: 'right' });
    draw(line.vatRateBp > 0 ? percent(line.vatRateBp) : t('noVat'), col.rate, { align: 'right' });
    draw(money(line.amount), col.amount, { align: 'right' });
    for (const text of main) {
      draw(text, col.text);
      y -= 11;
    }
    for (const text of [...detail, ...discount]) {
      draw(text, col.text, { size: 8, color: grey });
      y -= 10;
    }
    y -= 4;
  });
  inTable = false;
  page.drawLine({ start: { x: margin, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.6, color: grey });
  y -= 8;

  // Figures per rate, then the totals.
  const figure = (label: string, amount: number, options: { font?: PDFFont; size?: number } = {}) => {
    ensure(14);
    draw(label, 300, options);
    draw(money(amount), right, { ...options, align: 'right' });
    y -= (options.size ?? 9.5) + 5;
  };
  for (const group of content.totals.groups) {
    const rate = group.vatRateBp > 0 ? percent(group.vatRateBp) : t('noVat');
    figure(t('netOfRate', { rate, tax }), group.net);
    if (group.vatRateBp > 0) figure(t('vatOfRate', { rate, tax }), group.vat);
  }
  figure(t('totalNet'), content.totals.net);
  figure(t('totalVat', { tax }), content.totals.vat);
  figure(isInvoice ? t('totalGross') : t('creditTotal'), content.totals.gross, { font: bold, size: 11 });
  y -= 10;

  // Payment terms.
  const paragraph = (text: string, options: { font?: PDFFont } = {}) => {
    for (const line of wrap(text, right - margin, 9.5, options.font)) {
      ensure(13);
      draw(line, margin, options);
      y -= 13;
    }
  };
  const terms = content.payment;
  paragraph(t('paymentHeading'), { font: bold });
  if (terms.kind === 'due') paragraph(t('due', { date: day(terms.dueOn), amount: money(content.totals.gross) }));
  else if (terms.kind === 'plan') {
    paragraph(t('plan', { count: terms.rates.length }));
    for (const rate of terms.rates) paragraph(`${day(rate.dueOn)}${colon}${money(rate.amount)}`);
  } else if (terms.kind === 'paid')
    paragraph(t('paid', { method: methods[terms.method] ?? providerBrandNames[terms.method as keyof typeof providerBrandNames] ?? terms.method }));
  else paragraph(t('credited'));
  y -= 6;
  paragraph(t('thanks'));

  // The seller's legal data in the foot of every page, with the page count.
  const s = content.seller;
  const foot = [
    `${s.legalName} · ${s.street} · ${s.postalCode} ${s.city} · ${s.country} · ${s.email}`,
    `${t('management')}${colon}${s.management} · ${t('register')}${colon}${s.register}`,
    `${t('vatId', { tax })}${colon}${s.vatId}`,
  ];
  pages.forEach((p, index) => {
    page = p;
    y = footerTop - 20;
    page.drawLine({ start: { x: margin, y: footerTop - 8 }, end: { x: right, y: footerTop - 8 }, thickness: 0.4, color: grey });
    for (const line of foot) {
      draw(line, margin, { size: 7, color: grey });
      y -= 10;
    }
    draw(t('page', { page: index + 1, pages: pages.length }), right, { size: 7, color: grey, align: 'right' });
  });
  return pdf.save();
}
