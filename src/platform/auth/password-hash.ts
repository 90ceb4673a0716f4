// argon2id password hashes. Callers go through `passwords`, so tests can watch that every path runs the hash.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (≈ 25–60 ms per hash on one core here). */
const options: Options = {
  algorithm: 2 as Algorithm /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const passwords = {
  hash: (plain: string): Promise<string> => hash(plain, options),
  verify: (stored: string, plain: string): Promise<boolean> => verify(stored, plain).catch(() => false),
};

let dummy: Promise<string> | undefined;

/** A hash of nothing anyone knows, so checking an unknown account costs what checking a known one does. */
function dummyHash(): Promise<string> {
  dummy ??= passwords.hash(`dummy-${Math.random()}-${Date.now()}`);
  return dummy;
}

/**
 * Checks a password against a stored hash, or against the dummy hash when there is none (unknown account, account
 * without password): both paths run argon2 once, so timing does not tell them apart.
 */
export async function checkPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  const ok = await passwords.verify(stored ?? (await dummyHash()), plain);
  return Boolean(stored) && ok;
}
