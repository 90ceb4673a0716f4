// A background job that runs every `intervalMs` in this process (the payment timeout, say). Runs never overlap: a
// tick that finds the previous run still going is skipped. Failures are logged and the next tick tries again. The
// job itself must be safe to run on several instances at once (row locks, SKIP LOCKED).
import type { Logger } from 'pino';
import { errorFields } from '@/platform/logging/logger';

export interface IntervalJob {
  stop(): Promise<void>;
}

export function startIntervalJob(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  log: Logger,
): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = run()
      .then((outcome) => {
        if (Array.isArray(outcome) ? outcome.length > 0 : outcome)
          log.info({ job: name, outcome }, 'job ran');
      })
      .catch((error: unknown) => log.error({ job: name, ...errorFields(error) }, 'job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
