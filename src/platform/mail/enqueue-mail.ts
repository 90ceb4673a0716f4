// Writes a mail into the outbox table, inside the caller's transaction (ARCHITECTURE rule 5): the mail goes out
// exactly when the state change it reports has committed.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { outboxEvents } from '@/platform/db/platform.schema';
import { mailTopic, type MailPayload } from './mail-payload';

export async function enqueueMail(tx: Db, tenantId: string, payload: MailPayload): Promise<void> {
  await tx.insert(outboxEvents).values({ tenantId, topic: mailTopic, payload });
}

/**
 * The outbox insert of a mail as a statement for the caller to write with its own (placing an order: in the one that
 * takes the order number). `params` are filled in by the database: SQL text expressions of that same statement.
 */
export function enqueueMailStatement(
  tenantId: string,
  payload: MailPayload,
  params: Record<string, SQL> = {},
): SQL {
  let json: SQL = sql`${JSON.stringify(payload)}::jsonb`;
  for (const [name, value] of Object.entries(params))
    json = sql`jsonb_set(${json}, ${`{params,${name}}`}::text[], to_jsonb((${value})::text))`;
  return sql`insert into ${outboxEvents} (tenant_id, topic, payload) values (${tenantId}, ${mailTopic}, ${json})`;
}
