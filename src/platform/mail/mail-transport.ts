// Sends mail: over SMTP when SMTP_URL is set, else into an outbox folder a developer can read
// (DATA_DIR/outbox: one .eml and one .json per mail; README "Mail").
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/platform/config/env';
import type { RenderedMail } from './render-mail';

export interface OutgoingMail extends RenderedMail {
  from: string;
  to: string;
  /** Stable id (the outbox event), used as Message-ID part and file name. */
  id: string;
  /** Shown in the developer outbox listing. */
  meta: { locale: string; template: string; tenant: string; link?: string };
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const messageOf = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: `<${mail.id}@schaufenster>`,
});

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail(messageOf(mail));
    },
    close: () => transporter.close(),
  };
}

export const outboxDir = (dataDir: string) => path.join(path.resolve(dataDir), 'outbox');

/** Writes each mail as `<time>-<id>.eml` (the real message) and `.json` (what a developer or a test reads). */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transporter.sendMail(messageOf(mail));
      const createdAt = new Date().toISOString();
      const base = `${createdAt.replace(/[:.]/g, '-')}-${mail.id.replace(/[^\w-]/g, '')}`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${base}.eml`), info.message as Buffer);
      const record = {
        id: mail.id,
        createdAt,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...mail.meta,
      };
      // Written aside and renamed, so a reader of the outbox never sees half a file.
      await writeFile(path.join(dir, `${base}.json.part`), `${JSON.stringify(record, null, 2)}\n`);
      await rename(path.join(dir, `${base}.json.part`), path.join(dir, `${base}.json`));
    },
    close: () => transporter.close(),
  };
}

export function mailTransportFromEnv(): MailTransport {
  const { SMTP_URL, DATA_DIR } = env();
  return SMTP_URL ? smtpTransport(SMTP_URL) : outboxTransport(outboxDir(DATA_DIR));
}
