// Registering a return: quantities per line (ordered − came back − already registered), the window, ownership, the
// slip PDF read back as text, and the mail that carries it.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellable } from '@/commerce/basket/basket-factories';
import { placeOrder } from '@/commerce/checkout/place-order';
import { outboxMails, testClock, testShop } from '@/commerce/customer/customer-factories';
import { changeOrderStatus } from '@/commerce/order/change-order-status';
import { orderPayments } from '@/commerce/payment/order-payments';
import { findCustomerOrder, linesOfOrder } from '@/commerce/order/order-store';
import { orderingCustomer } from '@/commerce/order/order-factories';
import { recordShipment } from '@/commerce/order/record-shipment';
import { returnOrderLines } from '@/commerce/order/return-order-lines';
import { createTestDatabase, type TestDatabase } from '@/platform/db/test-database';
import { registerReturn } from './register-return';
import { returnDays } from './return-rules';
import { returnSlipPdf } from './return-slip';
import { findCustomerReturn, returnsInProgress } from './returns-store';

let database: TestDatabase;
const clock = testClock(new Date('2026-11-23T10:00:00Z'));
const de = testShop('de', clock);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

async function shippedOrder(options: { ship?: boolean } = {}) {
  const variantSku = await sellable(database.db, { tenantId: 'de', price: 2_500, stock: 50 });
  const other = await sellable(database.db, { tenantId: 'de', price: 4_000, stock: 50 });
  const lines = [
    { variantSku, quantity: 3 },
    { variantSku: other, quantity: 1 },
  ];
  const customer = await orderingCustomer(database.db, de, { lines });
  const placed = await placeOrder(database.db, de, customer, { idempotencyKey: randomUUID() });
  if (!placed.ok) throw new Error(placed.code);
  const orderNumber = placed.order.orderNumber;
  if (options.ship !== false) {
    await changeOrderStatus(database.db, de, orderNumber, { status: 'in-fulfilment', source: 'erp' }, orderPayments);
    await recordShipment(database.db, de, orderNumber, { carrier: 'DHL', trackingNumber: '00340434161234567890', source: 'erp' });
  }
  return { customer, orderNumber };
}

describe('registering a return', () => {
  it('gives a return number, keeps the lines and mails the slip as a PDF', async () => {
    const { customer, orderNumber } = await shippedOrder();
    const result = await registerReturn(database.db, de, customer.id, {
      orderNumber,
      items: [{ lineNo: 1, quantity: 2 }],
      reason: 'tooSmall',
    });
    expect(result).toMatchObject({ ok: true, ret: { reason: 'tooSmall', items: [{ lineNo: 1, quantity: 2 }] } });
    if (!result.ok) return;
    expect(result.ret.returnNumber).toMatch(/^R-DE-[2-9A-HJKMNP-Z]{8}$/);
    const mail = (await outboxMails(database.db, 'de')).find((m) => m.template === 'returnRegistered' && m.params.returnNumber === result.ret.returnNumber)!;
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${result.ret.returnNumber}.pdf`, contentType: 'application/pdf' })]);
    expect(Buffer.from(mail.attachments![0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('counts what came back and what is registered: never more than was ordered', async () => {
    const { customer, orderNumber } = await shippedOrder();
    await returnOrderLines(database.db, de, orderNumber, { items: [{ lineNo: 1, quantity: 1 }], reference: `r-${randomUUID()}`, source: 'erp' }, orderPayments);
    expect((await registerReturn(database.db, de, customer.id, { orderNumber, items: [{ lineNo: 1, quantity: 1 }], reason: 'damaged' })).ok).toBe(true);
    // 3 ordered, 1 came back, 1 registered: 1 left; the same line twice in one request counts as its sum.
    expect(
      await registerReturn(database.db, de, customer.id, {
        orderNumber,
        items: [
          { lineNo: 1, quantity: 1 },
          { lineNo: 1, quantity: 1 },
        ],
        reason: 'other',
      }),
    ).toEqual({ ok: false, code: 'RETURN_QUANTITY', lineNo: 1, available: 1 });
    expect(await registerReturn(database.db, de, customer.id, { orderNumber, items: [{ lineNo: 9, quantity: 1 }], reason: 'other' })).toMatchObject({
      code: 'RETURN_QUANTITY',
      lineNo: 9,
    });
    expect((await registerReturn(database.db, de, customer.id, { orderNumber, items: [{ lineNo: 1, quantity: 1 }, { lineNo: 2, quantity: 1 }], reason: 'other' })).ok).toBe(true);
    expect(await registerReturn(database.db, de, customer.id, { orderNumber, items: [{ lineNo: 2, quantity: 1 }], reason: 'other' })).toMatchObject({
      code: 'RETURN_QUANTITY',
      available: 0,
    });
  });

  it('shows the customer’s registered returns on the overview, announced until the goods arrive, and nobody else’s', async () => {
    const { customer, orderNumber } = await shippedOrder();
    const other = await shippedOrder();
    const result = await registerReturn(database.db, de, customer.id, { orderNumber, items: [{ lineNo: 1, quantity: 2 }], reason: 'tooSmall' });
    if (!result.ok) throw new Error(result.code);
    expect(await returnsInProgress(database.db, de, customer.id)).toEqual([
      { returnNumber: result.ret.returnNumber, orderNumber, registeredAt: expect.any(Date), received: false },
    ]);
    expect(await returnsInProgress(database.db, de, other.customer.id)).toEqual([]);
    await returnOrderLines(database.db, de, orderNumber, { items: [{ lineNo: 1, quantity: 2 }], reference: `r-${randomUUID()}`, source: 'erp' }, orderPayments);
    expect(await returnsInProgress(database.db, de, customer.id)).toMatchObject([{ received: true }]);
  });

  it(`refuses an order not yet shipped and one whose ${returnDays} days are over`, async () => {
    const waiting = await shippedOrder({ ship: false });
    expect(await registerReturn(database.db, de, waiting.customer.id, { orderNumber: waiting.orderNumber, items: [{ lineNo: 1, quantity: 1 }], reason: 'other' })).toEqual({
      ok: false,
      code: 'RETURN_NOT_RETURNABLE',
    });
    const late = await shippedOrder();
    const later = testShop('de', testClock(new Date(clock.now().getTime() + (returnDays + 1) * 24 * 60 * 60 * 1000)));
    expect(await registerReturn(database.db, later, late.customer.id, { orderNumber: late.orderNumber, items: [{ lineNo: 1, quantity: 1 }], reason: 'other' })).toEqual({
      ok: false,
      code: 'RETURN_NOT_RETURNABLE',
    });
  });

  it('finds neither another customer’s order nor their return', async () => {
    const a = await shippedOrder();
    const b = await shippedOrder();
    expect(await registerReturn(database.db, de, b.customer.id, { orderNumber: a.orderNumber, items: [{ lineNo: 1, quantity: 1 }], reason: 'other' })).toEqual({
      ok: false,
      code: 'RETURN_ORDER_NOT_FOUND',
    });
    const mine = await registerReturn(database.db, de, a.customer.id, { orderNumber: a.orderNumber, items: [{ lineNo: 1, quantity: 1 }], reason: 'other' });
    if (!mine.ok) throw new Error(mine.code);
    expect(await findCustomerReturn(database.db, de, b.customer.id, mine.ret.returnNumber)).toBeNull();
    expect(await findCustomerReturn(database.db, testShop('at'), a.customer.id, mine.ret.returnNumber)).toBeNull();
  });

  it('writes a slip that names the return, the order, the sender and the pieces, in the customer’s language', async () => {
    const { customer, orderNumber } = await shippedOrder();
    const result = await registerReturn(database.db, de, customer.id, { orderNumber, items: [{ lineNo: 2, quantity: 1 }], reason: 'damaged' });
    if (!result.ok) throw new Error(result.code);
    const order = (await findCustomerOrder(database.db, de, customer.id, orderNumber))!;
    const pdf = await returnSlipPdf(de, { ret: result.ret, order, lines: await linesOfOrder(database.db, de, order.id) });
    // pdf.js takes the bytes it is given (their buffer is detached): it reads a copy.
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    for (const expected of ['Rücksendeschein', result.ret.returnNumber, orderNumber, 'Beschädigt oder fehlerhaft', 'Absender', 'Erika', `1 × `, 'Lindenberg Versand GmbH'])
      expect(text).toContain(expected);
    // A document made from the stored return is the same every time.
    const again = await returnSlipPdf(de, { ret: result.ret, order, lines: await linesOfOrder(database.db, de, order.id) });
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true);
  });
});
