// The content context's refusal codes and their kinds: the edge turns a kind into the HTTP status.
import type { RefusalKind } from '@/platform/http/refusal-kind';

export const contentRefusals = {
  /** The identifier is no plain slug (lowercase letters, digits, inner hyphens). */
  SERVICE_LAYER_IDENTIFIER_INVALID: 'invalid',
  /** Nobody published a snippet of that identifier in the shop's language. */
  SERVICE_LAYER_NOT_FOUND: 'not-found',
  /** SPEC §8 "service layer content load failure": the snippet exists but cannot be read or is invalid. */
  SERVICE_LAYER_UNAVAILABLE: 'unavailable',
} as const satisfies Record<string, RefusalKind>;

export type ContentRefusal = keyof typeof contentRefusals;
