// Names and formats of the identity cookies, shared by the server that writes them and the browser that reads the
// readable ones. No Node imports: the client bundles this file.

export const identityCookies = {
  /** HttpOnly, browser-session: the logged-in session secret. */
  session: 'sf_session',
  /** HttpOnly, 30 days: recognises the device for soft login. */
  device: 'sf_device',
  /** Readable JSON { li, ca, bop, np } (SPEC §3), max age 86400 s, path /, SameSite lax. */
  loginState: 'sf_login',
  /** Readable: the token's `cc`, only with marketing consent (C0004). */
  cc: 'sf_cc',
  /** Readable: the page-view identifier (SPEC §3). */
  pageView: 'sf_pvid',
  /** Readable: the consent banner's record (vanilla-cookieconsent), one year. */
  consent: 'sf_consent',
} as const;

export const loginStateMaxAgeSeconds = 86_400;

type Bit = '0' | '1';

/** SPEC §3: li '1' means logged in; ca credit affinity; bop bonus programme; np no password set. */
export interface LoginState {
  li: Bit;
  ca: Bit;
  bop: Bit;
  np: Bit;
}

const bit = (value: boolean): Bit => (value ? '1' : '0');

export function loginStateOf(
  loggedIn: boolean,
  flags: { creditAffinity: boolean; bonusProgram: boolean; noPassword: boolean },
): LoginState {
  return {
    li: bit(loggedIn),
    ca: bit(flags.creditAffinity),
    bop: bit(flags.bonusProgram),
    np: bit(flags.noPassword),
  };
}

/** The cookie's JSON, or null when it is missing or not ours. */
export function parseLoginState(value: string | undefined | null): LoginState | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const ok = (k: string) => parsed[k] === '0' || parsed[k] === '1';
    return ok('li') && ok('ca') && ok('bop') && ok('np') ? (parsed as unknown as LoginState) : null;
  } catch {
    return null;
  }
}
