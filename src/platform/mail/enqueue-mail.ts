// Writes a mail into the outbox table, inside the caller's transaction (ARCHITECTURE rule 5): the mail goes out
// exactly when the state change it reports has committed.
import type { Db } from '@/platform/db/client';
import { outboxEvents } from '@/platform/db/platform.schema';
import { mailTopic, type MailPayload } from './mail-payload';

export async function enqueueMail(tx: Db, tenantId: string, payload: MailPayload): Promise<void> {
  await tx.insert(outboxEvents).values({ tenantId, topic: mailTopic, payload });
}
