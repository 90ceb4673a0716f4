// Whether this request previews content (decision 0045): Next's draft mode is on (the entry link turned it on for
// this browser, so the page is rendered for this request alone and never cached) and the browser's preview token
// is valid for the shop now. False outside a request (scripts, tests, the build) and in every cached render.
import { cookies, draftMode, headers } from 'next/headers';
import { cache } from 'react';
import { previewSecret } from '@/platform/config/env';
import { contextHeaders } from '@/platform/http/request-context';
import { previewCookie } from './preview-cookies';
import { verifyPreviewToken } from './preview-token';

async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** Once per request: every content file of the page asks. */
export const isPreviewRequest = cache(async (): Promise<boolean> => {
  if (!(await draftModeOn())) return false;
  const secret = previewSecret();
  const tenant = (await headers()).get(contextHeaders.tenant);
  if (!secret || !tenant) return false;
  const token = (await cookies()).get(previewCookie)?.value;
  return (await verifyPreviewToken(token, { tenant, secret, now: new Date() })).ok;
});
