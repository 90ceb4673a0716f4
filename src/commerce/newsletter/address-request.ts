// The shape of every newsletter request that names only an address (resend the confirmation, send me my settings
// link): counted per client and per address before anything is looked up, so a known and an unknown address cost the
// same and answer the same; what differs happens in one transaction and goes out by mail.
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { authKeys } from '@/platform/auth/secrets';
import type { Db } from '@/platform/db/client';
import type { NewsletterFailure } from './errors';
import { normalizeEmail, type AddressInput } from './newsletter-input';
import { spendNewsletterTries, type NewsletterLimit } from './newsletter-limits';
import type { NewsletterRequester } from './subscribe-to-newsletter';

export interface AddressRequestWork {
  tx: Db;
  key: Awaited<ReturnType<typeof authKeys>>['newsletterLinks'];
  emailNormalized: string;
  now: Date;
}

export async function addressRequest(
  db: Db,
  shop: ShopContext,
  requester: NewsletterRequester,
  input: AddressInput,
  limits: { perClient: NewsletterLimit; perEmail: NewsletterLimit },
  work: (context: AddressRequestWork) => Promise<void>,
): Promise<{ ok: true } | NewsletterFailure> {
  const emailNormalized = normalizeEmail(input.email);
  const limited = await spendNewsletterTries([
    [limits.perClient, requester.address],
    [limits.perEmail, `${shop.tenant.key}:${emailNormalized}`],
  ]);
  if (limited) return limited;
  const { newsletterLinks: key } = await authKeys(db);
  const now = shop.now();
  await db.transaction((tx) => work({ tx, key, emailNormalized, now }));
  return { ok: true };
}
