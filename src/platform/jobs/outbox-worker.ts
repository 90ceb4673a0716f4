// Works off the outbox table (ARCHITECTURE rule 5). Rows are claimed with FOR UPDATE SKIP LOCKED and a lease (their
// available_at moves into the future), so any number of instances can work the same table, and no transaction stays
// open while a handler talks to the outside world (one PGlite connection serves the whole app).
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '@/platform/db/client';
import { errorFields } from '@/platform/logging/logger';

export interface OutboxEvent {
  id: number;
  tenantId: string;
  topic: string;
  payload: unknown;
  attempts: number;
}

/** Handles one event; may return the payload to keep once done (without secrets). Throwing means: try again later. */
export type OutboxHandler = (event: OutboxEvent) => Promise<{ redactedPayload?: unknown } | void>;

export const outboxPolicy = {
  batchSize: 10,
  /** A claimed row is invisible to other workers this long; a crashed worker's rows come back after it. */
  leaseSeconds: 120,
  /** After this many failed attempts the event is set aside (processed, with the last error kept). */
  maxAttempts: 8,
} as const;

/** Seconds until the next try: 10 s, 20 s, 40 s … capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

async function claim(db: Db, topics: string[]): Promise<OutboxEvent[]> {
  if (topics.length === 0) return [];
  const rows = await queryRows<{
    id: string | number;
    tenant_id: string;
    topic: string;
    payload: unknown;
    attempts: number;
  }>(
    db,
    sql`update outbox_events set available_at = now() + make_interval(secs => ${outboxPolicy.leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from outbox_events
          where processed_at is null and available_at <= now()
            and topic in (${sql.join(
              topics.map((t) => sql`${t}`),
              sql`, `,
            )})
          order by id
          limit ${outboxPolicy.batchSize}
          for update skip locked)
        returning id, tenant_id, topic, payload, attempts`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      tenantId: r.tenant_id,
      topic: r.topic,
      payload: r.payload,
      attempts: r.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

async function settle(
  db: Db,
  event: OutboxEvent,
  outcome: { ok: true; payload?: unknown } | { ok: false; error: string },
) {
  if (outcome.ok) {
    await db.execute(
      outcome.payload === undefined
        ? sql`update outbox_events set processed_at = now(), last_error = null where id = ${event.id}`
        : sql`update outbox_events set processed_at = now(), last_error = null, payload = ${JSON.stringify(outcome.payload)}::jsonb where id = ${event.id}`,
    );
    return;
  }
  const error = outcome.error.slice(0, 1000);
  if (event.attempts >= outboxPolicy.maxAttempts) {
    await db.execute(
      sql`update outbox_events set processed_at = now(), last_error = ${`gave up: ${error}`} where id = ${event.id}`,
    );
  } else {
    const delay = retryDelaySeconds(event.attempts);
    await db.execute(
      sql`update outbox_events set available_at = now() + make_interval(secs => ${delay}), last_error = ${error} where id = ${event.id}`,
    );
  }
}

/** Claims and handles one batch; returns how many events were handled (successfully or not). */
export async function workOutboxOnce(
  db: Db,
  handlers: Record<string, OutboxHandler>,
  log?: Logger,
): Promise<number> {
  const events = await claim(db, Object.keys(handlers));
  for (const event of events) {
    try {
      const result = await handlers[event.topic]!(event);
      await settle(db, event, { ok: true, payload: result ? result.redactedPayload : undefined });
      log?.info({ outboxId: event.id, topic: event.topic, tenant: event.tenantId }, 'outbox event handled');
    } catch (error) {
      log?.warn(
        { outboxId: event.id, topic: event.topic, attempts: event.attempts, ...errorFields(error) },
        'outbox event failed',
      );
      await settle(db, event, { ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return events.length;
}

export interface OutboxWorker {
  /** Work now instead of at the next tick (after a commit that wrote events). */
  nudge(): void;
  stop(): Promise<void>;
}

const NUDGE = Symbol.for('schaufenster.outbox-nudge');
type Holder = { [NUDGE]?: () => void };

/** Asks the running worker of this process, if any, to look at the table now. */
export function nudgeOutboxWorker(): void {
  (globalThis as Holder)[NUDGE]?.();
}

export function startOutboxWorker(
  db: Db,
  handlers: Record<string, OutboxHandler>,
  log: Logger,
  intervalMs = 2000,
): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // Keep going while full batches come back or a nudge arrived meanwhile.
        do {
          again = false;
          while (!stopped && (await workOutboxOnce(db, handlers, log)) === outboxPolicy.batchSize);
        } while (again && !stopped);
      } catch (error) {
        log.error({ ...errorFields(error) }, 'outbox worker: claiming failed');
      } finally {
        running = null;
      }
    })();
  };

  const timer = setInterval(run, intervalMs);
  timer.unref();
  (globalThis as Holder)[NUDGE] = run;
  run();

  return {
    nudge: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if ((globalThis as Holder)[NUDGE] === run) delete (globalThis as Holder)[NUDGE];
      await running;
    },
  };
}
