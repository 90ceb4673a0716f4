// Whose basket: a customer's (logged in or recognised), or a visitor's, found by the random token of its cookie.
// Only the SHA-256 of a token is stored, so the table does not hand out baskets; tokens are always made here.
import { createHash, randomBytes } from 'node:crypto';

export type BasketOwner =
  { kind: 'customer'; customerId: string } | { kind: 'visitor'; token: string | null };

/** 192 random bits, URL-safe (32 characters). */
export const newBasketToken = () => randomBytes(24).toString('base64url');

export const basketTokenPattern = /^[A-Za-z0-9_-]{32}$/;

export const hashBasketToken = (token: string) => createHash('sha256').update(token).digest('hex');
