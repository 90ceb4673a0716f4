// The return slip as a PDF (pdf-lib; the barcode is Code 128 from bwip-js): who sends what back under which return
// number, for the parcel and the warehouse. Made on request from the stored return, in the customer's language;
// the texts are the `returns.slip` messages.
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { OrderLineRow, OrderRow } from '@/commerce/order/order.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { formatDate } from '@/platform/i18n/format';
import { drawable } from '@/platform/pdf/drawable-text';
import { languageOf } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import type { OrderReturnRow } from './returns.schema';

const A4: [number, number] = [595.28, 841.89];
const margin = 56;

export async function returnSlipPdf(
  shop: ShopContext,
  slip: { ret: OrderReturnRow; order: OrderRow; lines: readonly OrderLineRow[] },
): Promise<Uint8Array> {
  const t = messagesFor(shop.locale).returns;
  const { ret, order, lines } = slip;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.slip.title} ${ret.returnNumber}`);
  pdf.setAuthor(shop.tenant.legalName);
  pdf.setLanguage(shop.locale);
  // Made once from stored data: the same return gives the same document.
  pdf.setCreationDate(ret.createdAt);
  pdf.setModificationDate(ret.createdAt);
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - margin;
  const text = (value: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    const size = options.size ?? 11;
    page.drawText(drawable(value), { x: options.x ?? margin, y, size, font: options.font ?? regular, color: rgb(0.1, 0.12, 0.14) });
    y -= size * 1.5;
  };

  text(shop.tenant.brand, { size: 14, font: bold });
  text(t.slip.title, { size: 22, font: bold });
  y -= 6;
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: ret.returnNumber, scale: 3, height: 14, includetext: true, textxalign: 'center' });
  const image = await pdf.embedPng(barcode);
  const width = Math.min(300, image.width / 2);
  const height = (image.height / image.width) * width;
  page.drawImage(image, { x: margin, y: y - height, width, height });
  y -= height + 18;

  // "Label: value", with the language's spacing (French puts a no-break space before the colon).
  const colon = languageOf(shop.locale) === 'fr' ? '\u00a0: ' : ': ';
  const field = (label: string, value: string) => `${label}${colon}${value}`;
  text(field(t.slip.returnNumber, ret.returnNumber), { font: bold });
  text(field(t.slip.orderNumber, order.orderNumber));
  text(field(t.slip.registeredOn, formatDate(ret.createdAt, shop.locale, shop.tenant.timeZone)));
  text(field(t.slip.reason, t.reasons[ret.reason]));
  y -= 8;

  const sender =
    order.delivery.kind === 'address'
      ? [
          `${order.delivery.address.firstName} ${order.delivery.address.lastName}`,
          `${order.delivery.address.street} ${order.delivery.address.houseNumber}`,
          `${order.delivery.address.postalCode} ${order.delivery.address.city}`,
        ]
      : [`${order.delivery.recipient.firstName} ${order.delivery.recipient.lastName}`];
  text(t.slip.sender, { font: bold });
  for (const line of sender) text(line);
  y -= 8;

  text(t.slip.items, { font: bold });
  for (const item of ret.items) {
    const line = lines.find((l) => l.lineNo === item.lineNo);
    if (!line) continue;
    text(`${item.quantity} × ${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ''} – ${t.slip.articleNumber} ${line.variantSku}`);
  }
  y -= 12;
  text(t.slip.instructionsTitle, { font: bold });
  for (const paragraph of t.slip.instructions.split('\n')) text(paragraph, { size: 10 });
  y -= 12;
  text(shop.tenant.legalName, { size: 9 });
  return pdf.save();
}
