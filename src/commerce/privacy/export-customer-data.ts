// "Download my data" (GDPR Art. 15 and 20): everything the shop keeps about the logged-in customer, as one JSON
// document — account, addresses, orders with their lines, bookings, premium, wishlist, newsletter subscription with
// its consent log, contact requests, answers to the surveys after an order. Every query names the tenant and this customer (the newsletter and its consents
// by the account's address); nothing of another customer can appear. Secrets stay out: password hash, link tokens,
// the withdrawal token, payment provider references; pictures are listed, not embedded.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { listAddresses } from '@/commerce/address-book/address-store';
import { ledgerEntries } from '@/commerce/account-ledger/ledger.schema';
import { contactAttachments, contactTickets } from '@/commerce/contact/contact.schema';
import { customers } from '@/commerce/customer/customer.schema';
import { newsletterConsents, newsletterSubscribers } from '@/commerce/newsletter/newsletter.schema';
import { orderLines, orders } from '@/commerce/order/order.schema';
import { premiumMemberships } from '@/commerce/premium/premium.schema';
import { surveyResponses } from '@/commerce/survey/survey.schema';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { wishlistItems } from '@/commerce/wishlist/wishlist.schema';
import type { Db } from '@/platform/db/client';

/** Bumped when the document's shape changes, so a reader knows which fields to expect. */
export const exportFormatVersion = 2;

const money = (amount: number, currency: string) => ({ amount: amount / 100, currency });

export async function exportCustomerData(db: Db, shop: ShopContext, customerId: string) {
  const tenantId = shop.tenant.key;
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!customer) return null;

  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.placedAt));
  const lineRows = orderRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.tenantId, tenantId), inArray(orderLines.orderId, orderRows.map((o) => o.id))))
        .orderBy(asc(orderLines.lineNo))
    : [];
  const surveys = orderRows.length
    ? await db
        .select()
        .from(surveyResponses)
        .where(and(eq(surveyResponses.tenantId, tenantId), inArray(surveyResponses.orderId, orderRows.map((o) => o.id))))
        .orderBy(asc(surveyResponses.createdAt))
    : [];
  const bookings = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.customerId, customerId)))
    .orderBy(asc(ledgerEntries.bookedAt));
  const premium = await db
    .select()
    .from(premiumMemberships)
    .where(and(eq(premiumMemberships.tenantId, tenantId), eq(premiumMemberships.customerId, customerId)));
  const wishlist = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.tenantId, tenantId), eq(wishlistItems.customerId, customerId)))
    .orderBy(asc(wishlistItems.addedAt));
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.emailNormalized, customer.emailNormalized)));
  const consents = subscriber
    ? await db
        .select()
        .from(newsletterConsents)
        .where(and(eq(newsletterConsents.tenantId, tenantId), eq(newsletterConsents.subscriberId, subscriber.id)))
        .orderBy(asc(newsletterConsents.at))
    : [];
  const tickets = await db
    .select()
    .from(contactTickets)
    .where(and(eq(contactTickets.tenantId, tenantId), eq(contactTickets.customerId, customerId)))
    .orderBy(asc(contactTickets.createdAt));
  const pictures = tickets.length
    ? await db
        .select({
          ticketId: contactAttachments.ticketId,
          name: contactAttachments.name,
          contentType: contactAttachments.contentType,
          size: contactAttachments.size,
        })
        .from(contactAttachments)
        .where(and(eq(contactAttachments.tenantId, tenantId), inArray(contactAttachments.ticketId, tickets.map((t) => t.id))))
    : [];

  return {
    format: { name: 'schaufenster-customer-export', version: exportFormatVersion },
    exportedAt: shop.now().toISOString(),
    shop: { brand: shop.tenant.brand, legalName: shop.tenant.legalName, country: shop.tenant.country },
    account: {
      customerNumber: customer.customerNumber,
      salutation: customer.salutation,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      dateOfBirth: customer.dateOfBirth,
      phone: customer.phone,
      language: customer.locale,
      hasPassword: customer.passwordHash !== null,
      creditAffinity: customer.creditAffinity,
      bonusProgram: customer.bonusProgram,
      registeredAt: customer.createdAt.toISOString(),
      activatedAt: customer.activatedAt?.toISOString() ?? null,
      passwordChangedAt: customer.passwordChangedAt?.toISOString() ?? null,
    },
    addresses: (await listAddresses(db, shop, customerId)).map(({ id: _id, ...address }) => address),
    orders: orderRows.map((o) => ({
      orderNumber: o.orderNumber,
      placedAt: o.placedAt.toISOString(),
      status: o.status,
      email: o.email,
      total: money(o.totalAmount, o.currency),
      shipping: money(o.shippingAmount, o.currency),
      voucherCode: o.voucherCode,
      delivery: o.delivery,
      billingAddress: o.billingAddress,
      payment: { method: o.payment.method },
      expectedDelivery: { from: o.expectedDeliveryFrom, to: o.expectedDeliveryTo },
      shipment: o.carrier ? { carrier: o.carrier, trackingNumber: o.trackingNumber } : null,
      withdrawnAt: o.withdrawnAt?.toISOString() ?? null,
      lines: lineRows
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          sku: l.sku,
          variantSku: l.variantSku,
          name: l.name,
          variant: l.variantLabel,
          quantity: l.quantity,
          unitPrice: money(l.unitAmount, o.currency),
          returnedQuantity: l.returnedQuantity,
        })),
    })),
    surveyAnswers: surveys.map((r) => ({
      order: orderRows.find((o) => o.id === r.orderId)?.orderNumber ?? null,
      survey: r.surveyId,
      language: r.locale,
      answers: r.answers,
      answeredAt: r.createdAt.toISOString(),
    })),
    bookings: bookings.map((b) => ({
      bookedAt: b.bookedAt.toISOString(),
      kind: b.kind,
      amount: money(b.amount, b.currency),
      dueOn: b.dueOn,
      text: b.textKey,
      order: orderRows.find((o) => o.id === b.orderId)?.orderNumber ?? null,
    })),
    premium: premium.map((p) => ({
      startedAt: p.startedAt.toISOString(),
      renewsOn: p.renewsOn,
      cancelledAt: p.cancelledAt?.toISOString() ?? null,
      fee: money(p.feeAmount, p.currency),
    })),
    wishlist: wishlist.map((w) => ({
      sku: w.sku,
      variantSku: w.variantSku,
      name: w.addedName,
      priceWhenAdded: money(w.addedAmount, w.currency),
      addedAt: w.addedAt.toISOString(),
    })),
    newsletter: subscriber
      ? {
          status: subscriber.status,
          email: subscriber.email,
          brands: subscriber.brands,
          frequency: subscriber.frequency,
          pausedUntil: subscriber.pausedUntil,
          interests: subscriber.interests,
          marketResearch: subscriber.marketResearch,
          personalised: subscriber.personalised,
          confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
          consents: consents.map((c) => ({
            at: c.at.toISOString(),
            event: c.event,
            source: c.source,
            email: c.email,
            brands: c.brands,
            textVersion: c.textVersion,
          })),
        }
      : null,
    contactRequests: tickets.map((t) => ({
      number: t.number,
      sentAt: t.createdAt.toISOString(),
      subject: t.subject,
      fields: t.fields,
      pictures: pictures.filter((p) => p.ticketId === t.id).map(({ ticketId: _t, ...p }) => p),
    })),
  };
}

export type CustomerExport = NonNullable<Awaited<ReturnType<typeof exportCustomerData>>>;
