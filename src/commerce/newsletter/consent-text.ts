// The version of a consent text: the first 12 hex digits of the SHA-256 of exactly what the form showed, so the
// consent log proves the wording (the text itself lives in the content's history).
import { createHash } from 'node:crypto';

export function consentTextVersion(text: unknown): string {
  return `sha256:${createHash('sha256').update(JSON.stringify(text)).digest('hex').slice(0, 12)}`;
}
