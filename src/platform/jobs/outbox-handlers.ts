// The handlers the app's outbox worker runs, by topic. A context that writes a new topic adds its handler here.
import { mailOutboxHandler } from '@/platform/mail/mail-outbox-handler';
import { mailTopic } from '@/platform/mail/mail-payload';
import { mailTransportFromEnv, type MailTransport } from '@/platform/mail/mail-transport';
import type { OutboxHandler } from './outbox-worker';

export function outboxHandlers(
  transport: MailTransport = mailTransportFromEnv(),
): Record<string, OutboxHandler> {
  return { [mailTopic]: mailOutboxHandler(transport) };
}
