// The toast queue of SPEC §4 as a pure reducer: at most 3 toasts; when full, adding drops one, preferring the
// oldest toast without onClose; removal by key; reset when the tracked context (route, language) changes.
export const MAX_TOASTS = 3;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastFields {
  message: string;
  tone?: ToastTone;
  onClose?: () => void;
}

export interface Toast extends ToastFields {
  /** A timestamp, made unique within the queue. */
  key: number;
}

export interface ToastState {
  toasts: Toast[];
  /** The context value the queue belongs to; a change empties it. */
  context: string;
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'remove'; key: number }
  | { type: 'context'; context: string };

/** A timestamp key, one more than the last key when two toasts arrive in the same millisecond. */
export function nextToastKey(lastKey: number, now: number): number {
  return now > lastKey ? now : lastKey + 1;
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add': {
      let toasts = state.toasts;
      if (toasts.length >= MAX_TOASTS) {
        const oldestWithoutOnClose = toasts.find((t) => !t.onClose);
        const dropped = oldestWithoutOnClose ?? toasts[0]!;
        toasts = toasts.filter((t) => t !== dropped);
      }
      return { ...state, toasts: [...toasts, action.toast] };
    }
    case 'remove':
      return { ...state, toasts: state.toasts.filter((t) => t.key !== action.key) };
    case 'context':
      return action.context === state.context ? state : { toasts: [], context: action.context };
  }
}
