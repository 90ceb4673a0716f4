'use client';
// Renders the toast queue as a polite live region and resets it when the route or the language changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { nextToastKey, toastReducer, type Toast, type ToastFields } from './toast-queue';

interface ToastApi {
  show(fields: ToastFields): number;
  dismiss(key: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Success and info toasts leave after this long unless the pointer or focus rests on them; errors stay. */
const AUTO_DISMISS_MS = 6000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const locale = useLocale();
  const context = `${pathname}|${locale}`;
  const [state, dispatch] = useReducer(toastReducer, { toasts: [], context });
  const lastKey = useRef(0);
  const onCloseByKey = useRef(new Map<number, () => void>());

  useEffect(() => dispatch({ type: 'context', context }), [context]);

  const dismiss = useCallback((key: number) => {
    dispatch({ type: 'remove', key });
    const onClose = onCloseByKey.current.get(key);
    onCloseByKey.current.delete(key);
    onClose?.();
  }, []);

  const show = useCallback((fields: ToastFields) => {
    const key = nextToastKey(lastKey.current, Date.now());
    lastKey.current = key;
    if (fields.onClose) onCloseByKey.current.set(key, fields.onClose);
    dispatch({ type: 'add', toast: { ...fields, key } });
    return key;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={state.toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, dismiss }: { toasts: Toast[]; dismiss: (key: number) => void }) {
  const t = useTranslations('toast');
  return (
    <section
      aria-label={t('region')}
      className="pointer-events-none fixed inset-x-0 bottom-2 z-50 mx-auto flex w-[90%] max-w-[600px] flex-col gap-1"
    >
      <div role="status" aria-live="polite" aria-atomic="false">
        <ol className="flex flex-col gap-1">
          {toasts.map((toast) => (
            <ToastItem key={toast.key} toast={toast} dismiss={dismiss} closeLabel={t('close')} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ToastItem({ toast, dismiss, closeLabel }: { toast: Toast; dismiss: (key: number) => void; closeLabel: string }) {
  const paused = useRef(false);
  useEffect(() => {
    if (toast.tone === 'error') return;
    const timer = window.setInterval(() => {
      if (!paused.current) dismiss(toast.key);
    }, AUTO_DISMISS_MS);
    return () => window.clearInterval(timer);
  }, [toast.key, toast.tone, dismiss]);

  const tone =
    toast.tone === 'error' ? 'border-danger' : toast.tone === 'success' ? 'border-success' : 'border-brand';
  return (
    <li
      className={`pointer-events-auto flex items-start justify-between gap-2 rounded border-l-4 ${tone} bg-surface p-2 text-ink shadow-lg`}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <p>{toast.message}</p>
      <button
        type="button"
        onClick={() => dismiss(toast.key)}
        className="min-h-6 min-w-6 rounded px-1 font-semibold text-ink underline-offset-2 hover:underline"
      >
        {closeLabel}
      </button>
    </li>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
