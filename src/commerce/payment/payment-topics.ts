// The payment context's contribution to the outbox: refunds requested in a return's or cancellation's transaction
// are sent to the provider afterwards.
import type { Db } from '@/platform/db/client';
import type { OutboxTopics } from '@/platform/jobs/outbox-topics';
import { refundTopic } from './request-refund';
import { refundOutboxHandler } from './send-refund';

export function paymentTopics(db: Db): OutboxTopics {
  return { [refundTopic]: refundOutboxHandler(db) };
}
