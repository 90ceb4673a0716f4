// The outbox worker's handler for mails: validate, render in the recipient's language, send; afterwards the row
// keeps no link (a reset link is a secret).
//
// Each event's mail goes out once (decision 0019). Its Message-ID is derived from the event, so every attempt sends
// the same message. Before sending, the handler skips a mail this process remembers having sent (the database was
// gone when the worker tried to record it). After an attempt whose outcome never reached the table, it asks the
// transport; when the transport cannot tell (SMTP), the mail is not sent again: at most once, with an alert.
import type { OutboxEvent, OutboxHandled, OutboxHandler } from '@/platform/jobs/outbox-worker';
import { mailPayloadSchema } from './mail-payload';
import type { MailTransport } from './mail-transport';
import { renderMail } from './render-mail';

/** `outbox-<tenant>-<event id>-<creation time>`: the same event always gives the same id, two databases never. */
export function mailIdOf(event: Pick<OutboxEvent, 'id' | 'tenantId' | 'createdAt'>): string {
  return `outbox-${event.tenantId}-${event.id}-${event.createdAt.getTime().toString(36)}`;
}

/** The Message-ID in the sender's domain (RFC 5322 wants it globally unique; the domain is the shop's). */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'schaufenster.invalid';
  return `<${id}@${domain}>`;
}

/** What this process knows about the mails it tried: a bounded memory, oldest forgotten first. */
export class MailJournal {
  private readonly outcomes = new Map<string, 'sent' | 'failed'>();
  constructor(private readonly capacity = 10_000) {}
  get(id: string) {
    return this.outcomes.get(id);
  }
  set(id: string, outcome: 'sent' | 'failed') {
    this.outcomes.delete(id);
    this.outcomes.set(id, outcome);
    if (this.outcomes.size > this.capacity) this.outcomes.delete(this.outcomes.keys().next().value!);
  }
}

export function mailOutboxHandler(transport: MailTransport, journal = new MailJournal()): OutboxHandler {
  return async (event: OutboxEvent): Promise<OutboxHandled> => {
    const payload = mailPayloadSchema.parse(event.payload);
    const { link: _secret, unsubscribe: _alsoSecret, attachments, ...kept } = payload;
    const redactedPayload = {
      ...kept,
      linkRemoved: Boolean(payload.link),
      ...(payload.unsubscribe ? { unsubscribeRemoved: true } : {}),
      // Personal pictures do not stay in the outbox once they went out; their names tell what was sent.
      ...(attachments ? { attachmentsRemoved: attachments.map((a) => a.filename) } : {}),
    };
    const id = mailIdOf(event);
    const messageId = messageIdOf(id, payload.from);

    const known = journal.get(id);
    if (known === 'sent') {
      return { redactedPayload, skipped: { reason: `already sent as ${messageId}`, alert: false } };
    }
    if (event.previousOutcomeUnknown && known !== 'failed') {
      const sent = await transport.wasSent(id);
      if (sent === true) {
        return {
          redactedPayload,
          skipped: { reason: `already sent as ${messageId} (${transport.kind})`, alert: false },
        };
      }
      if (sent === 'unknown') {
        return {
          redactedPayload,
          skipped: {
            reason: `outcome of an earlier attempt unknown; not sent again (at most once): look for ${messageId} in the ${transport.kind} log`,
            alert: true,
          },
        };
      }
    }

    const rendered = renderMail(payload);
    try {
      await transport.send({
        ...rendered,
        from: payload.from,
        to: payload.to,
        id,
        messageId,
        meta: {
          locale: payload.locale,
          template: payload.template,
          tenant: event.tenantId,
          link: payload.link,
          ...(payload.unsubscribe ? { unsubscribe: payload.unsubscribe } : {}),
        },
        ...(attachments
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
    } catch (error) {
      journal.set(id, 'failed');
      throw error;
    }
    journal.set(id, 'sent');
    return { redactedPayload };
  };
}
