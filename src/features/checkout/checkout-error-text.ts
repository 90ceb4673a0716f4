'use client';
// The checkout's field codes (REQUIRED, NUMBERS_ONLY …, the shared schemas' messages) as the texts of
// `checkout.validation`; a code without a text reads as the general INVALID.
import { useCodeTexts, type ErrorText } from '@/features/shared/forms/error-text';

export function useCheckoutErrorText(): ErrorText {
  return useCodeTexts('checkout.validation', 'INVALID');
}
