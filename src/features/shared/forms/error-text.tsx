'use client';
// How a form family reads an error code. Fields show `fieldState.error.message`, which is a code of the shared zod
// schema from src/commerce (or the server's field code); the family (identity, checkout, reviews) says how a code
// reads in the shop's language, once per form: <ErrorTexts value={…}>.
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

/** The text under a field for an error code (`field` is the field's name, for texts with limits). */
export type ErrorText = (code: string | undefined, field: string) => string | undefined;

const keepCode: ErrorText = (code) => code;
const ErrorTextContext = createContext<ErrorText>(keepCode);

export function ErrorTexts({ value, children }: { value: ErrorText; children: ReactNode }) {
  return <ErrorTextContext.Provider value={value}>{children}</ErrorTextContext.Provider>;
}

export function useErrorText(): ErrorText {
  return useContext(ErrorTextContext);
}

/**
 * The codes of a message namespace (`identity.validation`, `checkout.validation`): a known code reads as its text;
 * an unknown one as the namespace's `fallback` key, or, without one, as it is (a text the server sent localized).
 */
export function useCodeTexts(
  namespace: 'identity.validation' | 'checkout.validation' | 'newsletter.validation' | 'accountPages.loyalty.validation',
  fallback?: string,
): ErrorText {
  const t = useTranslations(namespace) as unknown as { has(key: string): boolean; (key: string): string };
  return (code) => (code ? (t.has(code) ? t(code) : fallback ? t(fallback) : code) : undefined);
}
