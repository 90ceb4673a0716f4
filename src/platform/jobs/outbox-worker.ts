// Works off the outbox table (ARCHITECTURE rule 5). Rows are claimed with FOR UPDATE SKIP LOCKED and a lease (their
// available_at moves into the future), so any number of instances can work the same table, and no transaction stays
// open while a handler talks to the outside world (one PGlite connection serves the whole app).
//
// Each attempt is recorded before the handler acts: `in_flight_since` is committed first and cleared with the outcome.
// An event claimed with it still set had an attempt whose outcome never reached the table (a crash, a database
// restart between the handler's work and the "done" write); the handler is told so and decides whether acting again
// is safe (decision 0019). If the start cannot be written, the handler does not run.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '@/platform/db/client';
import { errorFields, safeErrorMessage } from '@/platform/logging/logger';

export interface OutboxEvent {
  id: number;
  tenantId: string;
  topic: string;
  payload: unknown;
  /** This attempt included. */
  attempts: number;
  createdAt: Date;
  /** An earlier attempt started and its outcome was never recorded: it may have done its work. */
  previousOutcomeUnknown: boolean;
}

export interface OutboxHandled {
  /** The payload to keep once done (without secrets). */
  redactedPayload?: unknown;
  /**
   * Set when the handler did not act because acting again might repeat an earlier attempt (or it already had):
   * the event counts as done, the reason is kept in last_error, and `alert` raises an error-level log line.
   */
  skipped?: { reason: string; alert: boolean };
}

/** Handles one event. Throwing means: it did not happen, try again later. */
export type OutboxHandler = (event: OutboxEvent) => Promise<OutboxHandled | void>;

export const outboxPolicy = {
  batchSize: 10,
  /** A claimed row is invisible to other workers this long; a crashed worker's rows come back after it. */
  leaseSeconds: 120,
  /** After this many failed attempts the event is set aside (processed, with the last error kept). */
  maxAttempts: 8,
} as const;

/** Seconds until the next try: 10 s, 20 s, 40 s … capped at an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

async function claim(db: Db, topics: string[], leaseSeconds: number): Promise<OutboxEvent[]> {
  if (topics.length === 0) return [];
  const rows = await queryRows<{
    id: string | number;
    tenant_id: string;
    topic: string;
    payload: unknown;
    attempts: number;
    created_at: string | Date;
    in_flight_since: string | Date | null;
  }>(
    db,
    sql`update outbox_events set available_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
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
        returning id, tenant_id, topic, payload, attempts, created_at, in_flight_since`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      tenantId: r.tenant_id,
      topic: r.topic,
      payload: r.payload,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
      previousOutcomeUnknown: r.in_flight_since !== null,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Committed before the handler runs: from now on a missing outcome means "unknown", not "never tried". */
async function markStarted(db: Db, event: OutboxEvent) {
  await db.execute(sql`update outbox_events set in_flight_since = now() where id = ${event.id}`);
}

async function settle(
  db: Db,
  event: OutboxEvent,
  outcome: { ok: true; handled: OutboxHandled | void } | { ok: false; error: string },
) {
  if (outcome.ok) {
    const payload = outcome.handled?.redactedPayload;
    const note = outcome.handled?.skipped?.reason.slice(0, 1000) ?? null;
    await db.execute(
      payload === undefined
        ? sql`update outbox_events set processed_at = now(), in_flight_since = null, last_error = ${note} where id = ${event.id}`
        : sql`update outbox_events set processed_at = now(), in_flight_since = null, last_error = ${note}, payload = ${JSON.stringify(payload)}::jsonb where id = ${event.id}`,
    );
    return;
  }
  const error = outcome.error.slice(0, 1000);
  if (event.attempts >= outboxPolicy.maxAttempts) {
    await db.execute(
      sql`update outbox_events set processed_at = now(), in_flight_since = null, last_error = ${`gave up: ${error}`} where id = ${event.id}`,
    );
  } else {
    const delay = retryDelaySeconds(event.attempts);
    await db.execute(
      sql`update outbox_events set available_at = now() + make_interval(secs => ${delay}), in_flight_since = null, last_error = ${error} where id = ${event.id}`,
    );
  }
}

/**
 * Claims and handles one batch; returns how many events were handled (successfully or not). A database error stops
 * the batch and is thrown: the events not settled come back after their lease, those started as "outcome unknown".
 */
export async function workOutboxOnce(
  db: Db,
  handlers: Record<string, OutboxHandler>,
  log?: Logger,
  leaseSeconds: number = outboxPolicy.leaseSeconds,
): Promise<number> {
  const events = await claim(db, Object.keys(handlers), leaseSeconds);
  for (const event of events) {
    const fields = {
      outboxId: event.id,
      topic: event.topic,
      tenant: event.tenantId,
      attempts: event.attempts,
    };
    await markStarted(db, event);
    let handled: OutboxHandled | void;
    try {
      handled = await handlers[event.topic]!(event);
    } catch (error) {
      log?.warn({ ...fields, ...errorFields(error) }, 'outbox event failed');
      await settle(db, event, { ok: false, error: safeErrorMessage(error) });
      continue;
    }
    // Outside the try: a failed "done" write is no failure of the handler (it must not be retried as one).
    await settle(db, event, { ok: true, handled });
    if (handled?.skipped?.alert) {
      log?.error(
        { ...fields, alert: 'outbox-outcome-unknown', reason: handled.skipped.reason },
        'outbox event set aside',
      );
    } else if (handled?.skipped) {
      log?.info({ ...fields, reason: handled.skipped.reason }, 'outbox event already done');
    } else {
      log?.info(fields, 'outbox event handled');
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
  {
    intervalMs = 2000,
    leaseSeconds = outboxPolicy.leaseSeconds,
  }: { intervalMs?: number; leaseSeconds?: number } = {},
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
          while (
            !stopped &&
            (await workOutboxOnce(db, handlers, log, leaseSeconds)) === outboxPolicy.batchSize
          );
        } while (again && !stopped);
      } catch (error) {
        log.error({ ...errorFields(error) }, 'outbox worker: a batch stopped on a database error');
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
