// The browser's call that starts a payment link's payment: JSON with the CSRF header; a refusal is its code.
import { csrfHeader } from '@/platform/http/csrf-header';

export type PayAnswer = { ok: true; redirectUrl: string } | { ok: false; code: string };

export async function requestPaylinkPayment(token: string, method: string): Promise<PayAnswer> {
  try {
    const response = await fetch('/api/paylink/pay', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json', 'content-type': 'application/json', [csrfHeader]: '1' },
      body: JSON.stringify({ token, method }),
    });
    const body = (await response.json().catch(() => ({}))) as { redirectUrl?: unknown; error?: unknown };
    if (response.ok && typeof body.redirectUrl === 'string')
      return { ok: true, redirectUrl: body.redirectUrl };
    return { ok: false, code: typeof body.error === 'string' ? body.error : 'UNKNOWN' };
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
}
