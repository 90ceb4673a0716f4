// The development payment provider's hosted page, served by the shop under /api/psp-test/** (the proxy leaves
// /api alone). GET shows the test payment; POST …/complete takes the shopper's pay / fail / cancel, lets the
// "provider" call the shop back with a signed result, and sends the shopper to the attempt's return path (303).
import { completeHostedPayment, loadHostedPayment } from '@/commerce/payment/dev-hosted-payment';
import { paymentTestMode } from '@/commerce/payment/payment-providers';
import { returnUrlOf } from '@/commerce/payment/return-url';
import { isProviderMethod, providerBrandNames } from '@/commerce/payment/payment-methods';
import { providerOutcomes, type ProviderOutcome } from '@/commerce/payment/payment-provider';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { requestScope } from '@/api/http/request-shop-context';
import { getDb } from '@/platform/db/database';
import { formatMoney, type Money } from '@/platform/i18n/format';
import { languageOf } from '@/platform/i18n/locales';
import { messagesFor } from '@/platform/i18n/messages';
import { createTranslator } from 'use-intl/core';
import { messagePageHtml, paymentPageHtml } from './psp-test-html';

const htmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // same-origin, not no-referrer: with no-referrer the browser sends 'Origin: null' on the form post, which the origin
  // check must refuse.
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // No script at all; the form may only post to this origin.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const html = (body: string, status = 200) => new Response(body, { status, headers: htmlHeaders });

function textsFor(shop: ShopContext) {
  const t = createTranslator({
    locale: shop.locale,
    messages: messagesFor(shop.locale),
    namespace: 'payment',
  });
  const common = {
    title: t('testPage.title', { brand: shop.tenant.brand }),
    banner: t('testPage.banner'),
    provider: t('testPage.provider'),
  };
  return { t, common };
}

function notFound(shop: ShopContext): Response {
  const { t, common } = textsFor(shop);
  return html(
    messagePageHtml(shop.locale, {
      ...common,
      heading: t('testPage.notFoundHeading'),
      text: t('testPage.notFoundText'),
    }),
    404,
  );
}

/** Where the test provider is off (production, unless PAYMENT_TEST_MODE names the shop), it is simply not there. */
export const absent = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/plain' },
  });

export async function getPspTestPage(request: Request, attemptId: string): Promise<Response> {
  const { shop } = requestScope(request);
  if (!paymentTestMode(shop.tenant.key)) return absent();
  const sig = new URL(request.url).searchParams.get('sig') ?? '';
  const payment = await loadHostedPayment(await getDb(), shop, attemptId, sig);
  if (!payment) return notFound(shop);
  const { t, common } = textsFor(shop);
  if (payment.status !== 'pending')
    return html(
      messagePageHtml(shop.locale, {
        ...common,
        heading: t('testPage.doneHeading'),
        text: t('testPage.doneText'),
        link: { href: returnUrlOf(payment), label: t('testPage.back') },
      }),
    );
  const amount: Money = { amount: payment.amount, currency: payment.currency as Money['currency'] };
  const action = `/api/psp-test/pay/${payment.attemptId}/complete?lang=${languageOf(shop.locale)}`;
  return html(
    paymentPageHtml(shop.locale, {
      ...common,
      heading: t('testPage.heading'),
      facts: [
        { label: t('testPage.merchant'), value: shop.tenant.brand },
        { label: t('testPage.amount'), value: formatMoney(amount, shop.locale) },
        {
          label: t('testPage.method'),
          value: isProviderMethod(payment.method) ? providerBrandNames[payment.method] : payment.method,
        },
      ],
      noCardData: t('testPage.noCardData'),
      choose: t('testPage.choose'),
      action,
      sig,
      buttons: [
        { outcome: 'paid', label: t('testPage.pay') },
        { outcome: 'failed', label: t('testPage.fail') },
        { outcome: 'cancelled', label: t('testPage.cancel') },
      ],
    }),
  );
}

/** A form post from another site: its Origin names another host. */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '')
    .split(',')[0]!
    .trim();
  try {
    return new URL(origin).host.toLowerCase() !== host.toLowerCase();
  } catch {
    return true;
  }
}

export async function postPspTestComplete(request: Request, attemptId: string): Promise<Response> {
  const scope = requestScope(request);
  if (!paymentTestMode(scope.shop.tenant.key)) return absent();
  if (foreignOrigin(request))
    return new Response('Forbidden', { status: 403, headers: { 'cache-control': 'no-store' } });
  const form = await request.formData().catch(() => null);
  const outcome = form?.get('outcome');
  const sig = form?.get('sig');
  if (typeof sig !== 'string' || !providerOutcomes.includes(outcome as ProviderOutcome))
    return notFound(scope.shop);
  const done = await completeHostedPayment(await getDb(), scope.shop, {
    attemptId,
    sig,
    outcome: outcome as ProviderOutcome,
  });
  if (!done.ok) return notFound(scope.shop);
  const applied = done.received.kind === 'applied' || done.received.kind === 'unchanged';
  scope.log[applied ? 'info' : 'warn'](
    { event: 'psp-test-complete', attemptId, outcome, callback: done.received.kind },
    'test payment completed',
  );
  return new Response(null, {
    status: 303,
    headers: { location: done.returnUrl, 'cache-control': 'no-store' },
  });
}
