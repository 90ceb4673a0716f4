import { describe, expect, it } from 'vitest';
import { parseLoginState } from '@/platform/auth/login-state';
import { authState } from './auth-state';

const cookie = (li: '0' | '1') => ({ li, ca: '0', bop: '1', np: '0' }) as const;

describe('authentication state (SPEC §4)', () => {
  it.each([
    [null, null, false, false],
    [null, 0, false, false],
    [cookie('1'), null, true, false],
    [cookie('1'), 0, true, false],
    [cookie('0'), 1, true, true],
    [null, 1, true, true],
    [null, 2, true, false],
  ] as const)(
    'cookie %j and token type %s: loggedIn %s, softLoggedIn %s',
    (login, type, loggedIn, softLoggedIn) => {
      expect(authState(login, type)).toEqual({ loggedIn, softLoggedIn });
    },
  );

  it('reads only a well-formed login-state cookie', () => {
    expect(parseLoginState('{"li":"1","ca":"1","bop":"0","np":"1"}')).toEqual({
      li: '1',
      ca: '1',
      bop: '0',
      np: '1',
    });
    expect(parseLoginState('{"li":true}')).toBeNull();
    expect(parseLoginState('nope')).toBeNull();
    expect(parseLoginState(undefined)).toBeNull();
  });
});
