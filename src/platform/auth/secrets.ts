// The platform's signing secret: generated once, stored in the database so every app instance shares it, and
// split into one subkey per purpose.
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { authSecrets } from './auth.schema';

export interface AuthKeys {
  /** HS256 key of the session token (JWT). */
  token: Uint8Array;
  /** HMAC key for the token's pseudonymous `cc` value. */
  cc: Buffer;
  /** HMAC key of the newsletter's mail links (confirmation, unsubscribe). */
  newsletterLinks: Buffer;
}

const cache = new WeakMap<Db, Promise<AuthKeys>>();

async function loadRoot(db: Db): Promise<Buffer> {
  await db
    .insert(authSecrets)
    .values({ name: 'root', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: authSecrets.name });
  const [row] = await db
    .select({ value: authSecrets.value })
    .from(authSecrets)
    .where(eq(authSecrets.name, sql`'root'`));
  if (!row) throw new Error('auth secret missing after insert');
  return Buffer.from(row.value, 'base64url');
}

const derive = (root: Buffer, purpose: string) => createHmac('sha256', root).update(purpose).digest();

export function authKeys(db: Db): Promise<AuthKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadRoot(db).then((root) => ({
      token: new Uint8Array(derive(root, 'session-token')),
      cc: derive(root, 'cc'),
      newsletterLinks: derive(root, 'newsletter-links'),
    }));
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
