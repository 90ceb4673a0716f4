// A contact ticket as text for the ops CLI. Everything a visitor typed is made safe for a terminal first: control
// characters (an ANSI escape can recolour, retitle or clear a staff member's terminal) are shown as \u001b escapes.
import type { ContactAttachmentRow, ContactTicketRow } from './contact.schema';

const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

export function terminalSafe(value: string): string {
  return value.replace(controls, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function ticketLine(ticket: ContactTicketRow): string {
  return [
    ticket.number,
    ticket.createdAt.toISOString(),
    ticket.subject.padEnd(20),
    ticket.locale,
    terminalSafe(ticket.email),
    ticket.customerId ? 'customer' : 'visitor',
  ].join('  ');
}

/** Every field, one per line; the message indented below, its lines kept. */
export function ticketReport(ticket: ContactTicketRow, attachments: readonly ContactAttachmentRow[]): string {
  const { message, ...fields } = ticket.fields;
  const lines = [
    ticketLine(ticket),
    `newsletter: ${ticket.newsletterOutcome}`,
    ...Object.entries(fields)
      .filter(([, value]) => value !== '' && value !== false)
      .map(([key, value]) => `${key}: ${terminalSafe(String(value))}`),
    'message:',
    ...terminalSafe(String(message ?? ''))
      .split('\n')
      .map((line) => `  ${line}`),
    `attachments: ${attachments.length}`,
    ...attachments.map(
      (a, i) =>
        `  ${i + 1}. ${terminalSafe(a.name)}  ${a.contentType}  ${a.width}×${a.height}  ${a.size} B  sha256 ${a.sha256}`,
    ),
  ];
  return lines.join('\n');
}

/** The file name a saved picture gets: the ticket and its position, never the visitor's name for it. */
export function savedName(
  ticket: Pick<ContactTicketRow, 'number'>,
  attachment: Pick<ContactAttachmentRow, 'position' | 'contentType'>,
) {
  const extension =
    { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[
      attachment.contentType
    ] ?? 'bin';
  return `${ticket.number}-${attachment.position + 1}.${extension}`;
}
