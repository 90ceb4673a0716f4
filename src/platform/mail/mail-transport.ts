// Sends mail: over SMTP when SMTP_URL is set, else into an outbox folder a developer can read
// (DATA_DIR/outbox: one .eml and one .json per mail; README "Mail").
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/platform/config/env';
import type { RenderedMail } from './render-mail';

export interface OutgoingMail extends RenderedMail {
  from: string;
  to: string;
  /** Stable id derived from the outbox event: the Message-ID's local part and the file name. */
  id: string;
  /** `<id@sender domain>`: the same for every attempt, so a receiving server or a person can drop a repeat. */
  messageId: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /** Shown in the developer outbox listing. */
  meta: {
    locale: string;
    template: string;
    tenant: string;
    link?: string;
    unsubscribe?: { page: string; oneClick: string };
  };
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** Whether a mail with this id went out before: the folder knows; an SMTP server cannot be asked. */
  wasSent(id: string): Promise<boolean | 'unknown'>;
  close(): void;
}

const messageOf = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  ...(mail.headers ? { headers: mail.headers } : {}),
  ...(mail.attachments ? { attachments: mail.attachments } : {}),
});

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(messageOf(mail));
    },
    wasSent: async () => 'unknown',
    close: () => transporter.close(),
  };
}

export const outboxDir = (dataDir: string) => path.join(path.resolve(dataDir), 'outbox');

const fileId = (id: string) => id.replace(/[^\w-]/g, '');

/** Writes each mail as `<time>-<id>.eml` (the real message) and `.json` (what a developer or a test reads). */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transporter.sendMail(messageOf(mail));
      const createdAt = new Date().toISOString();
      const base = `${createdAt.replace(/[:.]/g, '-')}-${fileId(mail.id)}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${base}.eml`), info.message as Buffer);
      const record = {
        id: mail.id,
        createdAt,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments
          ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })) }
          : {}),
        ...mail.meta,
      };
      // Written aside and renamed, so a reader of the outbox never sees half a file.
      await writeFile(path.join(dir, `${base}.json.part`), `${JSON.stringify(record, null, 2)}\n`);
      await rename(path.join(dir, `${base}.json.part`), path.join(dir, `${base}.json`));
    },
    // The .eml is written first: once it exists the mail is "sent", whatever happened to the .json after it.
    wasSent: async (id) => {
      try {
        return (await readdir(dir)).some((name) => name.endsWith(`-${fileId(id)}.eml`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

export function mailTransportFromEnv(): MailTransport {
  const { SMTP_URL, DATA_DIR } = env();
  return SMTP_URL ? smtpTransport(SMTP_URL) : outboxTransport(outboxDir(DATA_DIR));
}
