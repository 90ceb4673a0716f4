// The client session manager (SPEC §4): fetches the session token at start; a token that would expire within
// 30 minutes is dropped and fetched anew; a refresh is scheduled 30 minutes before expiry, and again whenever the
// session-changed event fires. Framework-free, with its clock, timers and fetch injected, so it is tested alone.
import type { LoginState } from '@/platform/auth/login-state';
import type { TokenType } from '@/platform/auth/session-level';
import { authState, type AuthenticationState } from './auth-state';

/** SPEC §9: session refresh margin 1800 s before expiry. */
export const refreshMarginSeconds = 1800;
/** Fired on window after a login, logout or password change; the manager fetches a new token. */
export const sessionChangedEvent = 'sf:session-changed';
/** A failed fetch is tried again after this long. */
const retryMs = 30_000;
/** Lower bound between two scheduled fetches, should a server hand out very short tokens. */
const minimumDelayMs = 60_000;

export interface SessionSnapshot extends AuthenticationState {
  status: 'pending' | 'ready' | 'error';
  /** The session key: the JWT, or null while there is none. */
  token: string | null;
  type: TokenType | null;
  /** Expiry, seconds since the epoch. */
  exp: number | null;
  cc: string | null;
  loginState: LoginState | null;
}

export interface SessionManagerDeps {
  fetchToken(): Promise<string>;
  readLoginState(): LoginState | null;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface SessionManager {
  start(): void;
  /** Drops the session key and fetches a new one (session-changed). */
  refresh(): Promise<void>;
  /** Fetches anew if the key would expire within the margin (after sleep, on focus). */
  ensureFresh(): Promise<void>;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function initialSnapshot(loginState: LoginState | null = null): SessionSnapshot {
  return {
    status: 'pending',
    token: null,
    type: null,
    exp: null,
    cc: null,
    loginState,
    ...authState(loginState, null),
  };
}

/** The payload of a JWT, unverified: the browser only reads its own session's claims (the server verifies). */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  const base64 = part
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

function claimsOf(token: string): { type: TokenType; exp: number; cc: string | null } {
  const claims = decodeTokenPayload(token);
  const type = claims.type === 1 || claims.type === 2 ? claims.type : 0;
  return {
    type,
    exp: typeof claims.exp === 'number' ? claims.exp : 0,
    cc: typeof claims.cc === 'string' ? claims.cc : null,
  };
}

export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  let snapshot = initialSnapshot(deps.readLoginState());
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  const listeners = new Set<() => void>();

  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const schedule = (ms: number, run: () => void) => {
    if (timer !== null) deps.clearTimer(timer);
    timer = stopped ? null : deps.setTimer(run, Math.max(0, ms));
  };
  const expiresSoon = (exp: number | null) =>
    exp === null || exp * 1000 - deps.now() < refreshMarginSeconds * 1000;

  async function fetchAndApply(retried: boolean): Promise<void> {
    let token: string;
    try {
      token = await deps.fetchToken();
    } catch {
      publish({ ...snapshot, status: 'error', loginState: deps.readLoginState() });
      schedule(retryMs, () => void load());
      return;
    }
    const claims = claimsOf(token);
    if (expiresSoon(claims.exp) && !retried) {
      // A key that would expire within the margin is invalidated at once and a new one fetched (once).
      return fetchAndApply(true);
    }
    const loginState = deps.readLoginState();
    publish({ status: 'ready', token, ...claims, loginState, ...authState(loginState, claims.type) });
    const refreshAt = (claims.exp - refreshMarginSeconds) * 1000;
    schedule(Math.max(refreshAt - deps.now(), minimumDelayMs), () => void load());
  }

  function load(): Promise<void> {
    inFlight ??= fetchAndApply(false).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    // Start after a stop is allowed: React's strict mode mounts, unmounts and mounts again.
    start: () => {
      stopped = false;
      void load();
    },
    refresh: async () => {
      await inFlight;
      publish({ ...snapshot, token: null, exp: null });
      await load();
    },
    ensureFresh: async () => {
      if (snapshot.status === 'ready' && !expiresSoon(snapshot.exp)) return;
      await load();
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      stopped = true;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
    },
  };
}
