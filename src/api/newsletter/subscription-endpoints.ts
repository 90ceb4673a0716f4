// POST /api/newsletter/subscribe, /confirm and /resend (docs/api.md, "Newsletter"). Subscribe and resend answer
// 202 for every address, known or not.
import { confirmSubscription } from '@/commerce/newsletter/confirm-subscription';
import { consentTextVersion } from '@/commerce/newsletter/consent-text';
import { addressSchema, subscribeSchema, tokenSchema } from '@/commerce/newsletter/newsletter-input';
import { resendConfirmation } from '@/commerce/newsletter/resend-confirmation';
import { subscribeToNewsletter } from '@/commerce/newsletter/subscribe-to-newsletter';
import { loadNewsletterSheet } from '@/commerce/content/newsletter-sheet';
import { getDb } from '@/platform/db/database';
import { nudgeOutboxWorker } from '@/platform/jobs/outbox-worker';
import { privateJson } from '@/api/http/responses';
import { newsletterFailure, parseNewsletterRequest } from './newsletter-http';

const mailSent = () => {
  nudgeOutboxWorker();
  return privateJson({ status: 'mail-sent' }, 202);
};

export async function postSubscribe(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, subscribeSchema);
  if (!parsed.ok) return parsed.response;
  const { shop, log } = parsed.scope;
  // The consent text is the one the form showed (the content's newsletter sheet); without it nobody can consent.
  const sheet = await loadNewsletterSheet(shop);
  if (!sheet) return privateJson({ error: 'NEWSLETTER_UNAVAILABLE' }, 503);
  const result = await subscribeToNewsletter(await getDb(), shop, parsed.requester, parsed.value, {
    textVersion: consentTextVersion(sheet.legal),
  });
  log.info({ event: 'newsletter-subscribe', areaKey: parsed.value.areaKey, outcome: result.ok ? 'ok' : result.code }, 'newsletter');
  return result.ok ? mailSent() : newsletterFailure(result);
}

export async function postConfirm(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, tokenSchema);
  if (!parsed.ok) return parsed.response;
  const result = await confirmSubscription(await getDb(), parsed.scope.shop, parsed.requester, parsed.value.token);
  parsed.scope.log.info({ event: 'newsletter-confirm', outcome: result.ok ? result.outcome : result.code }, 'newsletter');
  if (!result.ok) return newsletterFailure(result);
  nudgeOutboxWorker();
  return privateJson({ outcome: result.outcome });
}

export async function postResend(request: Request): Promise<Response> {
  const parsed = await parseNewsletterRequest(request, addressSchema);
  if (!parsed.ok) return parsed.response;
  const result = await resendConfirmation(await getDb(), parsed.scope.shop, parsed.requester, parsed.value);
  return result.ok ? mailSent() : newsletterFailure(result);
}
