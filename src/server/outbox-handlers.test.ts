import { describe, expect, it } from 'vitest';
import { orderDocumentTopic } from '@/commerce/order/order-documents';
import { refundTopic } from '@/commerce/payment/request-refund';
import type { Db } from '@/platform/db/client';
import { mailTopic } from '@/platform/mail/mail-payload';
import { outboxHandlers } from './outbox-handlers';

describe('outboxHandlers', () => {
  it('wires every topic a module contributes: the mails, the payment refunds and the order documents', () => {
    const mail = { kind: 'smtp' as const, send: async () => {}, wasSent: async () => 'unknown' as const, close() {} };
    expect(Object.keys(outboxHandlers({ db: {} as Db, mail })).sort()).toEqual([mailTopic, refundTopic, orderDocumentTopic].sort());
  });
});
