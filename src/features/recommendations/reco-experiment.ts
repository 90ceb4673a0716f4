// The recommendation layout test (SPEC §9, experiment 'reco-layout') in the browser: a random id kept in
// localStorage assigns the visitor to a variant for good (sf_vid is HttpOnly, so scripts cannot hash it), and the
// exposure is reported once per page view (per pathname, like the page-view id of SPEC §3).
import { useSyncExternalStore } from 'react';
import { assignVariant, type VariantOf } from '@/commerce/experiments/experiments';
import { exposurePath } from '@/platform/routing/api-paths/beacons';

export const EXPERIMENT_ID_KEY = 'sf_xid';
const EXPERIMENT = 'reco-layout';

let memoryId: string | null = null;

/** The browser's experiment id; a per-tab id when storage is blocked (private mode, disabled cookies). */
export function experimentVisitorId(): string {
  try {
    const stored = window.localStorage.getItem(EXPERIMENT_ID_KEY);
    if (stored && /^[0-9a-f-]{36}$/.test(stored)) return stored;
    const id = crypto.randomUUID();
    window.localStorage.setItem(EXPERIMENT_ID_KEY, id);
    return id;
  } catch {
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}

export interface RecoLayout {
  variant: VariantOf<'reco-layout'>;
  visitorId: string;
}

let cached: RecoLayout | null = null;
const snapshot = (): RecoLayout => {
  const visitorId = experimentVisitorId();
  if (cached?.visitorId !== visitorId) cached = { visitorId, variant: assignVariant(EXPERIMENT, visitorId) };
  return cached;
};
const noSubscription = () => () => {};

/** The visitor's layout; null during server rendering and hydration, so both render the same (nothing). */
export function useRecoLayout(): RecoLayout | null {
  return useSyncExternalStore(noSubscription, snapshot, () => null);
}

const logged = { path: '', experiments: new Set<string>() };

/** Sends the exposure beacon unless this page view has sent it already. Returns whether it sent one. */
export function logExposureOnce(layout: RecoLayout, path = window.location.pathname): boolean {
  if (logged.path !== path) {
    logged.path = path;
    logged.experiments.clear();
  }
  if (logged.experiments.has(EXPERIMENT)) return false;
  logged.experiments.add(EXPERIMENT);
  const body = JSON.stringify({
    experiment: EXPERIMENT,
    variant: layout.variant,
    visitorId: layout.visitorId,
    page: path.slice(0, 300),
  });
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(exposurePath, new Blob([body], { type: 'application/json' }));
  if (!sent) {
    fetch(exposurePath, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch((error: unknown) => console.error('experiment exposure not sent', error));
  }
  return true;
}
