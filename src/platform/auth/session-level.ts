// Who a visitor is to the shop, in one vocabulary (SPEC §3, §6): the session level is the word the server uses
// everywhere; the session token carries it as a number (type 0, 1, 2), converted here and nowhere else.

export const sessionLevels = ['anonymous', 'soft', 'full'] as const;
/** anonymous: no customer; soft: a recognised customer (remember-me device) who must log in again for personal data; full: logged in. */
export type SessionLevel = (typeof sessionLevels)[number];
/** The levels at which a customer is known. */
export type CustomerLevel = Exclude<SessionLevel, 'anonymous'>;

/** SPEC §3 token type: 0 anonymous, 1 soft-logged-in, any other non-zero logged in (we issue 2). */
export type TokenType = 0 | 1 | 2;

export const tokenTypeOfLevel = (level: SessionLevel): TokenType => (level === 'full' ? 2 : level === 'soft' ? 1 : 0);
