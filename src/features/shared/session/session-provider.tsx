'use client';
// Gives the page the session state. The server render and the first client render show the anonymous state (cached
// HTML holds nobody's data, ARCHITECTURE rule 6); the browser then fills in the real one.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { connectBrowserSession, createBrowserSessionManager } from './browser-session';
import { initialSnapshot, type SessionManager, type SessionSnapshot } from './session-manager';

const SessionContext = createContext<SessionManager | null>(null);
const anonymous = initialSnapshot();
const noop = () => () => {};

export function SessionProvider({ children }: { children: ReactNode }) {
  // Created (not started) on the client's first render; the server has none.
  const [manager] = useState(() => (typeof window === 'undefined' ? null : createBrowserSessionManager()));
  useEffect(() => (manager ? connectBrowserSession(manager) : undefined), [manager]);
  return <SessionContext.Provider value={manager}>{children}</SessionContext.Provider>;
}

/** The session state: anonymous and pending until the browser knows better. */
export function useSession(): SessionSnapshot {
  const manager = useContext(SessionContext);
  return useSyncExternalStore(
    manager?.subscribe ?? noop,
    () => manager?.getSnapshot() ?? anonymous,
    () => anonymous,
  );
}
