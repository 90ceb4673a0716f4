// The contact form's newsletter wishes (cancel the newsletter, the marketing use, a pause, another frequency) act on
// the one subscription record the newsletter pages change (decision 0026: one model). Who may change it directly:
// the logged-in owner of the address. Anyone else typed an address nobody has verified, so the address gets the
// settings link by mail instead (or "no subscription"), and the page answers the same for every address.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import type { Db } from '@/platform/db/client';
import {
  normalizeEmail,
  type FrequencyCode,
  type NewsletterChoice,
  type PauseDays,
} from '@/commerce/newsletter/newsletter-input';
import { changeSubscription, leaveMailing } from '@/commerce/newsletter/manage-subscription';
import { requestManageLink } from '@/commerce/newsletter/request-manage-link';
import type { NewsletterRequester } from '@/commerce/newsletter/subscribe-to-newsletter';
import type { ContactRequest } from './contact-input';

export type NewsletterOutcome = 'none' | 'applied' | 'link-sent';

export function newsletterChoiceOf(request: ContactRequest, brandKeys: string[]): NewsletterChoice | null {
  if (request.cancelNewsletter) return { kind: 'unsubscribe', brands: brandKeys };
  if (request.pauseDays !== '') return { kind: 'pause', days: Number(request.pauseDays) as PauseDays };
  if (request.frequency !== '')
    return { kind: 'frequency', frequency: Number(request.frequency) as FrequencyCode };
  return null;
}

export async function applyNewsletterWishes(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  request: ContactRequest,
  customerEmail: string | null,
): Promise<NewsletterOutcome> {
  const choice = newsletterChoiceOf(
    request,
    shop.tenant.newsletterBrands.map((b) => b.key),
  );
  if (!choice && !request.cancelMarketing) return 'none';
  const owner = customerEmail !== null && normalizeEmail(customerEmail) === normalizeEmail(request.email);
  if (!owner) {
    const sent = await requestManageLink(db, shop, requester, { email: request.email });
    return sent.ok ? 'link-sent' : 'none';
  }
  const access = { customerEmail: customerEmail!, channel: 'contact' as const };
  // No subscription (or a refused change) leaves nothing to do: the ticket still records the wish for the team.
  let applied = false;
  if (choice) applied = (await changeSubscription(db, shop, requester, access, choice)).ok;
  if (request.cancelMarketing && !request.cancelNewsletter) {
    const personalised = await leaveMailing(db, shop, requester, access, 'personalised');
    const research = await leaveMailing(db, shop, requester, access, 'marketResearch');
    applied = applied || personalised.ok || research.ok;
  }
  return applied ? 'applied' : 'none';
}
