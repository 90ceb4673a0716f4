'use client';
// Opens the login and forgot-password modals from anywhere (header, account page, reset page). The modals and
// their libraries load on first use, so they cost the first page load nothing.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export interface LoginOptions {
  /** Soft-logged-in customer asked for the password before a protected step. */
  confirm?: boolean;
  onSuccess?: () => void;
}

export type ModalState = ({ kind: 'login' } & LoginOptions) | { kind: 'forgot'; email?: string } | null;

export interface IdentityModalsApi {
  openLogin(options?: LoginOptions): void;
  openForgot(email?: string): void;
  close(): void;
}

export interface IdentityLinks {
  register: string;
  account: string;
}

const ModalsContext = createContext<IdentityModalsApi | null>(null);
const IdentityDialogs = lazy(() => import('./identity-dialogs'));

export function IdentityModalsProvider({
  children,
  customerNumberLogin,
  links,
}: {
  children: ReactNode;
  customerNumberLogin: boolean;
  links: IdentityLinks;
}) {
  const [state, setState] = useState<ModalState>(null);
  const close = useCallback(() => setState(null), []);
  const api = useMemo<IdentityModalsApi>(
    () => ({
      openLogin: (options = {}) => setState({ kind: 'login', ...options }),
      openForgot: (email) => setState({ kind: 'forgot', email }),
      close,
    }),
    [close],
  );
  return (
    <ModalsContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <IdentityDialogs state={state} api={api} customerNumberLogin={customerNumberLogin} links={links} />
        </Suspense>
      )}
    </ModalsContext.Provider>
  );
}

export function useIdentityModals(): IdentityModalsApi {
  const api = useContext(ModalsContext);
  if (!api) throw new Error('useIdentityModals must be used inside <IdentityModalsProvider>');
  return api;
}
