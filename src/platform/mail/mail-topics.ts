// The mail module's contribution to the outbox: the topic `mail.send` and its handler.
import type { OutboxTopics } from '@/platform/jobs/outbox-topics';
import { mailOutboxHandler } from './mail-outbox-handler';
import { mailTopic } from './mail-payload';
import type { MailTransport } from './mail-transport';

export function mailTopics(transport: MailTransport): OutboxTopics {
  return { [mailTopic]: mailOutboxHandler(transport) };
}
