// Reads and writes of contact tickets. Every query names the tenant: a ticket of one shop is never found in another.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import {
  contactAttachments,
  contactTickets,
  type ContactAttachmentRow,
  type ContactTicketRow,
} from './contact.schema';

export async function insertTicket(
  tx: Db,
  row: typeof contactTickets.$inferInsert,
): Promise<ContactTicketRow> {
  const [inserted] = await tx.insert(contactTickets).values(row).returning();
  return inserted!;
}

export async function insertAttachments(
  tx: Db,
  rows: (typeof contactAttachments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(contactAttachments).values(rows);
}

export async function listTickets(db: Db, tenantId: string, limit = 50): Promise<ContactTicketRow[]> {
  return db
    .select()
    .from(contactTickets)
    .where(eq(contactTickets.tenantId, tenantId))
    .orderBy(desc(contactTickets.createdAt))
    .limit(limit);
}

export async function findTicketByNumber(
  db: Db,
  tenantId: string,
  number: string,
): Promise<{ ticket: ContactTicketRow; attachments: ContactAttachmentRow[] } | null> {
  const [ticket] = await db
    .select()
    .from(contactTickets)
    .where(
      and(eq(contactTickets.tenantId, tenantId), eq(contactTickets.number, number.trim().toUpperCase())),
    );
  if (!ticket) return null;
  const attachments = await db
    .select()
    .from(contactAttachments)
    .where(and(eq(contactAttachments.tenantId, tenantId), eq(contactAttachments.ticketId, ticket.id)))
    .orderBy(asc(contactAttachments.position));
  return { ticket, attachments };
}

/** An account deleted (privacy): the customer's contact requests and their pictures go. */
export async function forgetCustomerTickets(tx: Db, tenantId: string, customerId: string): Promise<void> {
  const tickets = await tx
    .select({ id: contactTickets.id })
    .from(contactTickets)
    .where(and(eq(contactTickets.tenantId, tenantId), eq(contactTickets.customerId, customerId)));
  for (const { id } of tickets) {
    await tx.delete(contactAttachments).where(and(eq(contactAttachments.tenantId, tenantId), eq(contactAttachments.ticketId, id)));
    await tx.delete(contactTickets).where(and(eq(contactTickets.tenantId, tenantId), eq(contactTickets.id, id)));
  }
}
