import { describe, expect, it } from 'vitest';
import { checkOperator, issueOperatorSession, operatorSessionSeconds, verifyOperatorSession } from './operator-session';

const config = { OPERATOR_USER: 'ops', OPERATOR_PASSWORD: 'a-long-operator-password' };
const now = new Date('2026-11-26T10:00:00Z');

describe('operator session', () => {
  it('accepts the configured operator only', () => {
    expect(checkOperator('ops', 'a-long-operator-password', config)).toBe(true);
    expect(checkOperator('ops', 'a-long-operator-passwort', config)).toBe(false);
    expect(checkOperator('op', 'a-long-operator-password', config)).toBe(false);
    expect(checkOperator('ops', 'a-long-operator-password', {})).toBe(false);
  });

  it('signs a session that expires and ends when the password changes', () => {
    const session = issueOperatorSession(now, config);
    expect(verifyOperatorSession(session, now, config)).toBe(true);
    expect(verifyOperatorSession(session, new Date(now.getTime() + operatorSessionSeconds * 1000), config)).toBe(false);
    expect(verifyOperatorSession(session, now, { ...config, OPERATOR_PASSWORD: 'another-long-password' })).toBe(false);
    const [expires] = session.split('.');
    expect(verifyOperatorSession(`${Number(expires) + 3600}.${session.split('.')[1]}`, now, config)).toBe(false);
    expect(verifyOperatorSession(undefined, now, config)).toBe(false);
    expect(verifyOperatorSession(session, now, {})).toBe(false);
  });
});
