// Whether this request previews content (decision 0045): Next's draft mode is on (the entry link turned it on for
// this browser, so the page is rendered for this request alone and never cached) and the browser's preview token
// is valid for the shop now. False outside a request (scripts, tests, the build) and in every cached render.
import { cache } from 'react';
import { previewSecret } from '@/platform/config/env';
import { contextHeaders } from '@/platform/http/request-context';
import { previewCookie } from './preview-cookies';
import { verifyPreviewToken } from './preview-token';

type RequestApis = typeof import('next/headers');

/**
 * Next's request APIs, imported on first use: loaded at start (the start script's seeders and workers import the
 * content loaders) they would bind to Next's request storage before Next has set it up.
 */
async function requestApisInDraftMode(): Promise<RequestApis | null> {
  try {
    const apis = await import('next/headers');
    return (await apis.draftMode()).isEnabled ? apis : null;
  } catch {
    return null;
  }
}

/** Once per request: every content file of the page asks. */
export const isPreviewRequest = cache(async (): Promise<boolean> => {
  const apis = await requestApisInDraftMode();
  const secret = previewSecret();
  if (!apis || !secret) return false;
  const tenant = (await apis.headers()).get(contextHeaders.tenant);
  if (!tenant) return false;
  const token = (await apis.cookies()).get(previewCookie)?.value;
  return (await verifyPreviewToken(token, { tenant, secret, now: new Date() })).ok;
});
