'use client';
// Whether the shopper consented to a category; follows the banner's decisions as they happen.
import { useSyncExternalStore } from 'react';
import { acceptedCategories, consentChangedEvent, type ConsentCategory } from './consent-categories';

function subscribe(listener: () => void) {
  window.addEventListener(consentChangedEvent, listener);
  return () => window.removeEventListener(consentChangedEvent, listener);
}

export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => acceptedCategories(document.cookie).includes(category),
    () => false,
  );
}
