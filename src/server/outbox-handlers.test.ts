import { describe, expect, it } from 'vitest';
import { mailTopic } from '@/platform/mail/mail-payload';
import { outboxHandlers } from './outbox-handlers';

describe('outboxHandlers', () => {
  it('wires every topic a module contributes, today the mails', () => {
    const mail = { kind: 'smtp' as const, send: async () => {}, wasSent: async () => 'unknown' as const, close() {} };
    expect(Object.keys(outboxHandlers({ mail }))).toEqual([mailTopic]);
  });
});
