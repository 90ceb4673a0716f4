// The authentication state of SPEC §3/§4, derived from the login-state cookie and the session token type:
// logged in when the cookie says so or the type is non-zero; soft-logged-in when the type is 1.
import type { LoginState } from '@/platform/auth/login-state';
import type { TokenType } from '@/platform/auth/session-level';

export interface AuthenticationState {
  loggedIn: boolean;
  softLoggedIn: boolean;
}

export function authState(loginState: LoginState | null, tokenType: TokenType | null): AuthenticationState {
  return {
    loggedIn: loginState?.li === '1' || (tokenType !== null && tokenType !== 0),
    softLoggedIn: tokenType === 1,
  };
}
