// The outbox worker's handler for mails: validate, render in the recipient's language, send; afterwards the row
// keeps no link (a reset link is a secret).
import type { OutboxEvent, OutboxHandler } from '@/platform/jobs/outbox-worker';
import { mailPayloadSchema } from './mail-payload';
import type { MailTransport } from './mail-transport';
import { renderMail } from './render-mail';

export function mailOutboxHandler(transport: MailTransport): OutboxHandler {
  return async (event: OutboxEvent) => {
    const payload = mailPayloadSchema.parse(event.payload);
    const rendered = renderMail(payload);
    await transport.send({
      ...rendered,
      from: payload.from,
      to: payload.to,
      id: `mail-${event.id}`,
      meta: {
        locale: payload.locale,
        template: payload.template,
        tenant: event.tenantId,
        link: payload.link,
      },
    });
    const { link: _secret, ...kept } = payload;
    return { redactedPayload: { ...kept, linkRemoved: Boolean(payload.link) } };
  };
}
