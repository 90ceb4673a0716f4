// The session manager as the browser runs it: GET /api/identity/session, the login-state cookie, window timers.
import { identityCookies, parseLoginState, type LoginState } from '@/platform/auth/login-state';
import { fetchJson } from '@/platform/content/fetch-json';
import { parseCookies } from '@/platform/http/cookie-header';
import { sessionPath } from '@/platform/routing/api-paths/session';
import { createSessionManager, sessionChangedEvent, type SessionManager } from './session-manager';

export function readLoginStateCookie(): LoginState | null {
  return parseLoginState(parseCookies(document.cookie)[identityCookies.loginState]);
}

async function fetchToken(): Promise<string> {
  // The answer is `private, no-store`: no cache gives an old token back.
  const body = await fetchJson<{ token?: unknown }>(sessionPath);
  if (typeof body.token !== 'string') throw new Error(`${sessionPath}: no token`);
  return body.token;
}

export function createBrowserSessionManager(): SessionManager {
  return createSessionManager({
    fetchToken,
    readLoginState: readLoginStateCookie,
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  });
}

/** Starts the manager and wires it to the session-changed event and to the tab coming back into view. */
export function connectBrowserSession(manager: SessionManager): () => void {
  const onChanged = () => void manager.refresh();
  const onVisible = () => document.visibilityState === 'visible' && void manager.ensureFresh();
  window.addEventListener(sessionChangedEvent, onChanged);
  document.addEventListener('visibilitychange', onVisible);
  manager.start();
  return () => {
    window.removeEventListener(sessionChangedEvent, onChanged);
    document.removeEventListener('visibilitychange', onVisible);
    manager.stop();
  };
}

/** Tells every session manager on the page that the session changed (after login, logout, password change). */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(sessionChangedEvent));
}
