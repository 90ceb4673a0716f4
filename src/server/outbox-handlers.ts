// The composition root of the outbox (issue 12): every topic the app's worker handles, contributed by the module
// that writes it. A context with its own topic (newsletter, contact, invoice) exports `<context>Topics(deps)`
// beside its code and is added here; platform/jobs stays ignorant of commerce (docs/architecture.md, "Layers").
import { invoicingTopics } from '@/commerce/invoicing/invoicing-topics';
import { paymentTopics } from '@/commerce/payment/payment-topics';
import type { Db } from '@/platform/db/client';
import { joinOutboxTopics } from '@/platform/jobs/outbox-topics';
import type { OutboxHandler } from '@/platform/jobs/outbox-worker';
import { mailTopics } from '@/platform/mail/mail-topics';
import { mailTransportFromEnv, type MailTransport } from '@/platform/mail/mail-transport';

export interface OutboxDependencies {
  db: Db;
  mail?: MailTransport;
}

export function outboxHandlers({ db, mail = mailTransportFromEnv() }: OutboxDependencies): Record<string, OutboxHandler> {
  return joinOutboxTopics(mailTopics(mail), paymentTopics(db), invoicingTopics(db));
}
