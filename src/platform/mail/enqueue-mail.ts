// Writes a mail into the outbox table, inside the caller's transaction (ARCHITECTURE rule 5): the mail goes out
// exactly when the state change it reports has committed.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { statementPart, type StatementPart } from '@/platform/db/prepared-statement';
import { outboxEvents } from '@/platform/db/platform.schema';
import { mailTopic, type MailPayload } from './mail-payload';

export async function enqueueMail(tx: Db, tenantId: string, payload: MailPayload): Promise<void> {
  await tx.insert(outboxEvents).values({ tenantId, topic: mailTopic, payload });
}

/**
 * The outbox insert of a mail as a statement for the caller to write with its own (placing an order: in the one that
 * takes the order number). The mail params named in `fromStatement` are filled in by the database: the statement it
 * is written in hands their SQL text expressions over as the part's refs of the same names. A part of a prepared
 * statement (decision 0060): one text per set of such params.
 */
export function enqueueMailStatement(
  tenantId: string,
  payload: MailPayload,
  fromStatement: readonly string[] = [],
): StatementPart {
  const name = `mail-outbox(${fromStatement.join(',')})`;
  let define = mailParts.get(name);
  if (!define) {
    define = statementPart(name, (p, refs) => {
      let json: SQL = sql`${p('payload')}::jsonb`;
      for (const param of fromStatement) {
        const value = refs[param];
        if (!value) throw new Error(`the statement gives the mail no ${param}`);
        json = sql`jsonb_set(${json}, ${p(`path.${param}`)}::text[], to_jsonb((${value})::text))`;
      }
      return sql`insert into ${outboxEvents} (tenant_id, topic, payload) values (${p('tenantId')}, ${mailTopic}, ${json})`;
    });
    mailParts.set(name, define);
  }
  return define({
    tenantId,
    payload: JSON.stringify(payload),
    ...Object.fromEntries(fromStatement.map((param) => [`path.${param}`, `{params,${param}}`])),
  });
}

const mailParts = new Map<string, (values: Record<string, unknown>) => StatementPart>();
