// The content preview in browser tests: the server runs with this PREVIEW_SECRET (playwright.config.ts), so a test
// signs its own entry links as `npm run preview-link` does. Test-only; a deployment sets its own secret.
import { signPreviewToken } from '../../../src/platform/content/preview-token';
import type { Shop } from './shops';

export const e2ePreviewSecret = 'browser-tests-only-preview-secret-0123456789';

/** The entry link of a preview of `path` in the shop, valid for `seconds` from `now`. */
export async function previewLink(s: Shop, path: string, { now = new Date(), seconds = 3600 } = {}): Promise<string> {
  const token = await signPreviewToken({ tenant: s.tenant, secret: e2ePreviewSecret, now, lifetimeSeconds: seconds });
  return `${s.origin}/api/preview?${new URLSearchParams({ token, path })}`;
}
