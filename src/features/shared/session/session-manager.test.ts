import { describe, expect, it, vi } from 'vitest';
import { createSessionManager, refreshMarginSeconds, type SessionManagerDeps } from './session-manager';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: { exp: number; type: 0 | 1 | 2; cc?: string }) =>
  `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

/** A clock, timers and a token endpoint the test controls. */
function harness(tokens: Array<{ lifetime: number; type: 0 | 1 | 2; cc?: string }>) {
  let now = 1_800_000_000_000;
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  const fetchToken = vi.fn(async () => {
    const next = tokens.shift() ?? { lifetime: 3600, type: 0 as const };
    return jwt({ exp: Math.floor(now / 1000) + next.lifetime, type: next.type, cc: next.cc });
  });
  const deps: SessionManagerDeps = {
    fetchToken,
    readLoginState: () => null,
    now: () => now,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    deps,
    fetchToken,
    settle,
    pendingTimers: () => timers.map((t) => t.at - now),
    /** The clock moves but no timer runs (a laptop asleep). */
    jump(ms: number) {
      now += ms;
    },
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await settle();
      await settle();
    },
  };
}

describe('session manager', () => {
  it('fetches the token at start and publishes its type, expiry and cc', async () => {
    const h = harness([{ lifetime: 3600, type: 2, cc: 'abc' }]);
    const manager = createSessionManager(h.deps);
    const seen: Array<number | null> = [];
    manager.subscribe(() => seen.push(manager.getSnapshot().type));
    expect(manager.getSnapshot()).toMatchObject({ status: 'pending', loggedIn: false });
    manager.start();
    await h.settle();
    expect(manager.getSnapshot()).toMatchObject({
      status: 'ready',
      type: 2,
      cc: 'abc',
      loggedIn: true,
      softLoggedIn: false,
    });
    expect(seen).toEqual([2]);
  });

  it('schedules the refresh 30 minutes before expiry', async () => {
    const h = harness([
      { lifetime: 3600, type: 1 },
      { lifetime: 3600, type: 1 },
    ]);
    const manager = createSessionManager(h.deps);
    manager.start();
    await h.settle();
    expect(h.pendingTimers()).toEqual([(3600 - refreshMarginSeconds) * 1000]);
    await h.advance((3600 - refreshMarginSeconds) * 1000 - 1);
    expect(h.fetchToken).toHaveBeenCalledTimes(1);
    await h.advance(1);
    expect(h.fetchToken).toHaveBeenCalledTimes(2);
    expect(manager.getSnapshot().softLoggedIn).toBe(true);
  });

  it('drops a token that would expire within 30 minutes and fetches a new one at once', async () => {
    const h = harness([
      { lifetime: 1200, type: 0 },
      { lifetime: 3600, type: 2 },
    ]);
    const manager = createSessionManager(h.deps);
    manager.start();
    await h.settle();
    await h.settle();
    expect(h.fetchToken).toHaveBeenCalledTimes(2);
    expect(manager.getSnapshot().type).toBe(2);
  });

  it('does not loop when the server keeps handing out short tokens', async () => {
    const h = harness([
      { lifetime: 600, type: 0 },
      { lifetime: 600, type: 0 },
      { lifetime: 600, type: 0 },
    ]);
    const manager = createSessionManager(h.deps);
    manager.start();
    await h.settle();
    await h.settle();
    expect(h.fetchToken).toHaveBeenCalledTimes(2);
    expect(Math.min(...h.pendingTimers())).toBeGreaterThanOrEqual(60_000);
  });

  it('fetches anew and reschedules when the session changes (login, logout)', async () => {
    const h = harness([
      { lifetime: 3600, type: 0 },
      { lifetime: 3600, type: 2 },
    ]);
    const manager = createSessionManager(h.deps);
    manager.start();
    await h.settle();
    await h.advance(10 * 60_000);
    await manager.refresh();
    expect(manager.getSnapshot().type).toBe(2);
    expect(h.pendingTimers()).toEqual([(3600 - refreshMarginSeconds) * 1000]);
  });

  it('checks freshness when the tab comes back after sleeping past the refresh time', async () => {
    const h = harness([
      { lifetime: 3600, type: 2 },
      { lifetime: 3600, type: 1 },
    ]);
    const manager = createSessionManager(h.deps);
    manager.start();
    await h.settle();
    await manager.ensureFresh();
    expect(h.fetchToken).toHaveBeenCalledTimes(1);
    h.jump(45 * 60_000);
    await manager.ensureFresh();
    expect(h.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('schedules again after a stop and a new start (a remount)', async () => {
    const h = harness([{ lifetime: 3600, type: 0 }, { lifetime: 3600, type: 0 }]);
    const manager = createSessionManager(h.deps);
    manager.start();
    await h.settle();
    manager.stop();
    expect(h.pendingTimers()).toEqual([]);
    manager.start();
    await h.settle();
    expect(h.pendingTimers()).toEqual([(3600 - refreshMarginSeconds) * 1000]);
  });

  it('keeps the login-state cookie view while the token cannot be fetched, and retries', async () => {
    const h = harness([]);
    h.fetchToken.mockRejectedValueOnce(new Error('offline'));
    const manager = createSessionManager({
      ...h.deps,
      readLoginState: () => ({ li: '1', ca: '0', bop: '0', np: '0' }),
    });
    manager.start();
    await h.settle();
    expect(manager.getSnapshot()).toMatchObject({ status: 'error', loggedIn: true });
    expect(h.pendingTimers()).toEqual([30_000]);
  });
});
